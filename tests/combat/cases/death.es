¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 12/12
«El Guardián». Derrota al Guardián de la cripta.
Iva la maga se adentra en la oscuridad.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
Ves al Guardián.
> wait
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 12/12
1) Guardián              [########] 70/70
 ¡Combate contra el Guardián!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       3 maná   disponible
  3) trueno        4 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 3
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [#####---] 8/12
1) Guardián              [########] 66/70
 Iva da una palmada y el aire retumba como un trueno.
 Iva rasguña al Guardián (4).
 El Guardián pierde el equilibrio.
 El Guardián está aturdido y pierde el turno.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       3 maná   disponible
  3) trueno        4 maná   faltan 3 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, maga de nivel 1
  V [##########--] 24/30   M [###-----] 5/12
1) Guardián              [#####---] 48/70  fuego:2
 Iva arroja una bola de fuego contra el Guardián.
 ¡Iva asesta un golpe crítico!
 Iva golpea al Guardián (16).
 El Guardián empieza a arder.
 Las llamas muerden al Guardián (2).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       3 maná   disponible
  3) trueno        4 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Iva, maga de nivel 1
  V [######------] 15/30   M [#-------] 2/12
  escudo:2 sangre:2
1) Guardián              [#####---] 46/70  fuego:1
 Iva alza una barrera reluciente.
 Un escudo protege a Iva.
 Las llamas muerden al Guardián (2).
 ¡El Guardián asesta un golpe crítico!
 El Guardián corta a Iva (8).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, maga de nivel 1
  V [####--------] 9/30   M [#-------] 2/12
  escudo:1 sangrex2:2
1) Guardián              [#####---] 42/70
 Iva rasguña al Guardián (2).
 Las llamas muerden al Guardián (2).
 El Guardián deja de arder.
 El Guardián golpea a Iva (4).
 Iva sangra con más fuerza (heridas: 2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, maga de nivel 1
  V [#-----------] 2/30   M [#-------] 2/12
  sangrex2:1
1) Guardián              [#####---] 40/70
 Iva rasguña al Guardián (2).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (5).
 Iva: ¡herida grave!
 El escudo de Iva se desvanece.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, maga de nivel 1
  V [------------] 0/30   M [#-------] 2/12
  sangrex2:1
1) Guardián              [####----] 37/70
 Iva rasguña al Guardián (3).
 El Guardián golpea a Iva (5).
 Iva muere.
Has muerto.
Cayó ante el Guardián en el nivel 1 tras 7 turnos.
Iva, maga de nivel 1  EXP 0/20  oro 0
V [------------] 0/30   M [#-------] 2/12
Fuerza 6  Defensa 3  Agilidad 8  Velocidad 100
Efectos al final: sangrex2:1
Iva no mató a nadie.
Turnos: 7  Bajas: 0  Sangre derramada: 5
Oro encontrado: 0  Nivel más profundo: 1
Puntuación: 0
Los últimos mensajes:
  Iva pierde sangre (2).
  Iva rasguña al Guardián (2).
  ¡El Guardián descarga la gran hoja sobre Iva!
  El Guardián golpea a Iva (5).
  Iva: ¡herida grave!
  El escudo de Iva se desvanece.
  Iva pierde sangre (2).
  Iva rasguña al Guardián (3).
  El Guardián golpea a Iva (5).
  Iva muere.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-3.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
