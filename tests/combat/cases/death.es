¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El Guardián». Derrota al Guardián de la cripta.
Iva, la maga, se adentra en la oscuridad.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
Ves al Guardián.
> i
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) dos pociones de curación
  b) antídoto
> look
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El Guardián». Derrota al Guardián de la cripta.
> n
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 24/24
1) Guardián              [##------] 60/200  furia
 ¡Combate contra el Guardián!
 ¡El Guardián ruge y se llena de furia!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   disponible
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 23/24
  escudo:5
1) Guardián              [##------] 60/200  furia
 Iva alza una barrera reluciente.
 Un escudo protege a Iva.
 ¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea fuerte (14). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [########----] 21/30   M [########] 23/24
  escudo:5 aturd:1
1) Guardián              [##------] 60/200  furia
 El Guardián corta a Iva (9).
 Iva pierde el equilibrio.
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [######------] 14/30   M [########] 23/24
  escudo:4 sangre:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (6).
 Iva sangra.
 Iva pierde sangre (1).
 Iva está aturdida y pierde el turno.
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [##----------] 5/30   M [########] 23/24
  escudo:3 sangrex2:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (7).
 Iva: ¡herida grave!
 Iva sangra con más fuerza (heridas: 2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) dos pociones de curación
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Iva, maga de nivel 1
  V [########----] 20/30   M [########] 23/24
  escudo:3 sangrex2:2
1) Guardián              [##------] 60/200  furia
 Iva usa la poción de curación.
 Iva se siente mejor (+15).
 ¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [####--------] 11/30   M [########] 23/24
  escudo:2 sangrex2:1
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (7).
 Iva pierde el equilibrio.
 Iva pierde sangre (2).
 Iva está aturdida y pierde el turno.
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [#-----------] 3/30   M [########] 23/24
  escudo:1
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (6).
 Iva: ¡herida grave!
 Iva pierde sangre (2).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) poción de curación
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Iva, maga de nivel 1
  V [#######-----] 18/30   M [########] 23/24
  escudo:1
1) Guardián              [##------] 60/200  furia
 Iva usa la poción de curación.
 Iva se siente mejor (+15).
El Guardián golpea fuerte (10). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [#####-------] 12/30   M [########] 23/24
  sangre:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (5).
 Iva sangra.
 El escudo de Iva se desvanece.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? b
=== Combate ===
Iva, maga de nivel 1
  V [#####-------] 12/30   M [########] 23/24
1) Guardián              [##------] 60/200  furia
 Iva usa el antídoto.
 Las heridas de Iva dejan de sangrar.
 ¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? yes
=== Combate ===
Iva, maga de nivel 1
  V [####--------] 9/30   M [#######-] 22/24
1) Guardián              [##------] 60/200  furia
 Iva para la mayor parte del golpe con un escudo de maná.
 El Guardián golpea a Iva (3).
 El Guardián no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   disponible
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Iva, maga de nivel 1
  V [######------] 14/30   M [#######-] 21/24
  escudo:5
1) Guardián              [##------] 60/200  furia
 Iva alza una barrera reluciente.
 Un escudo protege a Iva.
 Iva se siente mejor (+5).
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [###---------] 8/30   M [#######-] 21/24
  escudo:4
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Iva (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   faltan 3 turnos
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, maga de nivel 1
  V [###---------] 8/30   M [######--] 18/24
  escudo:4
1) Guardián              [##------] 50/200  furia fuego:2
 Iva arroja una bola de fuego contra el Guardián.
 Iva rasguña al Guardián (7).
 El Guardián empieza a arder.
 Las llamas muerden al Guardián (3).
 ¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea fuerte (15). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [------------] 0/30   M [######--] 18/24
  escudo:4
1) Guardián              [##------] 50/200  furia fuego:2
 El Guardián corta a Iva (10).
 Iva muere.
Has muerto.
Cayó ante el Guardián en el nivel 1 tras 9 turnos.
Iva, maga de nivel 1  EXP 0/20  oro 0
V [------------] 0/30   M [######--] 18/24
Fuerza 6  Defensa 11  Agilidad 8  Velocidad 100
Efectos al final: escudo:4
Iva no mató a nadie.
Turnos: 9  Bajas: 0  Sangre derramada: 8
Oro encontrado: 0  Nivel más profundo: 1
Misiones cumplidas: 0  Experiencia: 0  Oro gastado: 0
Puntuación: 0
Los últimos mensajes:
  Un escudo protege a Iva.
  Iva se siente mejor (+5).
  El Guardián golpea a Iva (6).
  Iva arroja una bola de fuego contra el Guardián.
  Iva rasguña al Guardián (7).
  El Guardián empieza a arder.
  Las llamas muerden al Guardián (3).
  ¡El Guardián descarga la gran hoja sobre Iva!
  El Guardián corta a Iva (10).
  Iva muere.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-3.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
