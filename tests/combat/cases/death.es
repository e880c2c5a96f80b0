¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Warden








Iva, mage lvl 1  XP 0/20  gold 0
V [############] 30/30   M [########] 12/12
"El Guardián": Defeat the Warden of the crypt.
Iva the mage steps into the dark.
New quest: "El Guardián". Defeat the Warden of the crypt.
Ves the Warden.
> wait
=== Combate ===
Iva, mage lvl 1
  V [############] 30/30   M [########] 12/12
1) Warden                [########] 70/70
 ¡Combate! Contra ti: the Warden.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   lista
  2) barrera       3 maná   lista
  3) trueno        4 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 3
=== Combate ===
Iva, mage lvl 1
  V [############] 30/30   M [#####---] 8/12
1) Warden                [########] 66/70
 Iva da una palmada y el aire retumba como un trueno.
 Iva rasguña al Warden (4).
 El Warden pierde el equilibrio.
 El aturdimiento hace perder el turno al Warden.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   lista
  2) barrera       3 maná   lista
  3) trueno        4 maná   faltan 3 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, mage lvl 1
  V [##########--] 24/30   M [###-----] 5/12
1) Warden                [#####---] 48/70  fuego:2
 Iva arroja una bola de fuego contra el Warden.
 ¡Iva asesta un golpe crítico!
 Iva golpea al Warden (16).
 El Warden empieza a arder.
 Las llamas muerden al Warden (2).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden golpea a Iva (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   lista
  2) barrera       3 maná   lista
  3) trueno        4 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, mage lvl 1
  V [######------] 15/30   M [#-------] 2/12
  escudo:2 sangre:2
1) Warden                [#####---] 46/70  fuego:1
 Iva alza una barrera reluciente.
 Un escudo protege a Iva.
 Las llamas muerden al Warden (2).
 ¡El Warden asesta un golpe crítico!
 El Warden corta a Iva (8).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, mage lvl 1
  V [####--------] 9/30   M [#-------] 2/12
  escudo:1 sangrex2:2
1) Warden                [#####---] 42/70
 Iva rasguña al Warden (2).
 Las llamas muerden al Warden (2).
 El Warden deja de arder.
 El Warden golpea a Iva (4).
 Iva sangra con más fuerza (heridas: 2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, mage lvl 1
  V [#-----------] 2/30   M [#-------] 2/12
  sangrex2:1
1) Warden                [#####---] 40/70
 Iva rasguña al Warden (2).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden golpea a Iva (5).
 Iva: ¡herida grave!
 El escudo de Iva se desvanece.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, mage lvl 1
  V [------------] 0/30   M [#-------] 2/12
  sangrex2:1
1) Warden                [####----] 37/70
 Iva rasguña al Warden (3).
 El Warden golpea a Iva (5).
 Iva muere.
Has muerto.
Turnos: 7  Bajas: 0  Sangre derramada: 5
Oro encontrado: 0  Nivel más profundo: 1
