¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Warden








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El Guardián": Defeat the Warden of the crypt.
Iva the barbarian steps into the dark.
New quest: "El Guardián". Defeat the Warden of the crypt.
Ves the Warden.
> wait
=== Combate ===
Iva, barbarian lvl 1
  V [############] 48/48   M [########] 4/4
1) Warden                [########] 70/70
 ¡Combate! Contra ti: the Warden.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 44/48   M [########] 4/4
1) Warden                [#######-] 64/70  sangre:2
 Iva rasguña al Warden (5).
 El Warden sangra.
 El Warden pierde sangre (1).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 37/48   M [########] 4/4
  sangre:2
1) Warden                [#####---] 46/70  sangrex2:2
 ¡Iva asesta un golpe crítico!
 Iva golpea al Warden (16).
 El Warden sangra con más fuerza (heridas: 2).
 El Warden pierde sangre (2).
 El Warden golpea a Iva (6).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 36/48   M [########] 4/4
  sangre:1
1) Warden                [####----] 37/70  sangrex2:1
 Iva golpea al Warden (7).
 El Warden pierde sangre (2).
 El Warden no acierta a Iva.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#####-------] 21/48   M [########] 4/4
1) Warden                [####----] 35/70  furia:998
 Iva no acierta al Warden.
 El Warden pierde sangre (2).
 Las heridas del Warden dejan de sangrar.
 ¡El Warden ruge y se llena de furia!
 ¡La furia consume al Warden!
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden golpea a Iva (9).
 El Warden golpea a Iva (5).
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
You wield an axe and wear a suit of leather armour.
En tu mochila:
  a) dos poción de curacións
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para salir)
? a
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 36/48   M [########] 4/4
1) Warden                [####----] 35/70  furia:997
 Iva uses the poción de curación.
 Iva se siente mejor (+15).
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 36/48   M [########] 4/4
1) Warden                [###-----] 30/70  furia:996
 Iva rasguña al Warden (5).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#######-----] 28/48   M [########] 4/4
1) Warden                [###-----] 23/70  furia:995 sangre:2
 Iva rasguña al Warden (6).
 El Warden sangra.
 El Warden pierde sangre (1).
 El Warden golpea a Iva (8).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#####-------] 19/48   M [########] 4/4
  sangre:2
1) Warden                [###-----] 22/70  furia:994 sangre:1
 Iva no acierta al Warden.
 El Warden pierde sangre (1).
 El Warden golpea a Iva (8).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###---------] 10/48   M [########] 4/4
  sangre:1
1) Warden                [#-------] 11/70  furia:992 sangrex2:1
 Iva golpea al Warden (7).
 El Warden: ¡herida grave!
 El Warden sangra con más fuerza (heridas: 2).
 El Warden pierde sangre (2).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden no acierta a Iva.
 El Warden pierde sangre (2).
 El Warden golpea a Iva (8).
 Iva: ¡herida grave!
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
You wield an axe and wear a suit of leather armour.
En tu mochila:
  a) poción de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para salir)
? a
=== Combate ===
Iva, barbarian lvl 1
  V [####--------] 17/48   M [########] 4/4
1) Warden                [#-------] 9/70  furia:991
 Iva uses the poción de curación.
 Iva se siente mejor (+15).
 El Warden pierde sangre (2).
 Las heridas del Warden dejan de sangrar.
 El Warden golpea a Iva (7).
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###---------] 10/48   M [########] 4/4
1) Warden                [#-------] 2/70  furia:990
 Iva golpea al Warden (7).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden golpea a Iva (7).
 Iva: ¡herida grave!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [####--------] 22/60   M [########] 8/8
1) Warden                sin vida
 Iva rasguña al Warden (6).
 El Warden muere.
 Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
 Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
 Quest done: "El Guardián".
 The Warden falls, and the crypt is still.
El Guardián ha muerto. ¡Has ganado!
Turnos: 13  Bajas: 1  Sangre derramada: 21
Oro encontrado: 0  Nivel más profundo: 1
