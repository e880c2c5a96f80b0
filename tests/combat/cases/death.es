¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Inés, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El Guardián». Derrota al Guardián de la cripta.
Inés, la maga, se adentra en la oscuridad.
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








Inés, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El Guardián». Derrota al Guardián de la cripta.
> n
=== Combate ===
Inés, maga de nivel 1
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
Inés, maga de nivel 1
  V [############] 30/30   M [########] 23/24
  escudo:5
1) Guardián              [##------] 60/200  furia
 Inés alza una barrera reluciente.
 Un escudo protege a Inés.
 ¡El Guardián descarga la gran hoja sobre Inés!
El Guardián golpea fuerte (14). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [########----] 21/30   M [########] 23/24
  escudo:5 aturd:1
1) Guardián              [##------] 60/200  furia
 El Guardián corta a Inés (9).
 Inés pierde el equilibrio.
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [######------] 14/30   M [########] 23/24
  escudo:4 sangre:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (6).
 Inés sangra.
 Inés pierde sangre (1).
 Inés está aturdida y pierde el turno.
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [##----------] 5/30   M [########] 23/24
  escudo:3 sangrex2:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (7).
 Inés: ¡herida grave!
 Inés sangra con más fuerza (heridas: 2).
 Inés pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) dos pociones de curación
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, maga de nivel 1
  V [########----] 20/30   M [########] 23/24
  escudo:3 sangrex2:2
1) Guardián              [##------] 60/200  furia
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 ¡El Guardián descarga la gran hoja sobre Inés!
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [####--------] 11/30   M [########] 23/24
  escudo:2 sangrex2:1
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (7).
 Inés pierde el equilibrio.
 Inés pierde sangre (2).
 Inés está aturdida y pierde el turno.
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [#-----------] 3/30   M [########] 23/24
  escudo:1
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (6).
 Inés: ¡herida grave!
 Inés pierde sangre (2).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) poción de curación
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, maga de nivel 1
  V [#######-----] 18/30   M [########] 23/24
  escudo:1
1) Guardián              [##------] 60/200  furia
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
El Guardián golpea fuerte (10). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [#####-------] 12/30   M [########] 23/24
  sangre:2
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (5).
 Inés sangra.
 El escudo de Inés se desvanece.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  b) antídoto
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? b
=== Combate ===
Inés, maga de nivel 1
  V [#####-------] 12/30   M [########] 23/24
1) Guardián              [##------] 60/200  furia
 Inés usa el antídoto.
 Las heridas de Inés dejan de sangrar.
 ¡El Guardián descarga la gran hoja sobre Inés!
El Guardián golpea fuerte (12). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? yes
=== Combate ===
Inés, maga de nivel 1
  V [####--------] 9/30   M [#######-] 22/24
1) Guardián              [##------] 60/200  furia
 Inés para la mayor parte del golpe con un escudo de maná.
 El Guardián golpea a Inés (3).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   disponible
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, maga de nivel 1
  V [######------] 14/30   M [#######-] 21/24
  escudo:5
1) Guardián              [##------] 60/200  furia
 Inés alza una barrera reluciente.
 Un escudo protege a Inés.
 Inés se siente mejor (+5).
El Guardián golpea fuerte (11). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [###---------] 8/30   M [#######-] 21/24
  escudo:4
1) Guardián              [##------] 60/200  furia
 El Guardián golpea a Inés (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   faltan 3 turnos
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, maga de nivel 1
  V [###---------] 8/30   M [######--] 18/24
  escudo:4
1) Guardián              [##------] 50/200  furia fuego:2
 Inés arroja una bola de fuego contra el Guardián.
 Inés rasguña al Guardián (7).
 El Guardián empieza a arder.
 Las llamas muerden al Guardián (3).
 ¡El Guardián descarga la gran hoja sobre Inés!
El Guardián golpea fuerte (15). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Inés, maga de nivel 1
  V [------------] 0/30   M [######--] 18/24
  escudo:4
1) Guardián              [##------] 50/200  furia fuego:2
 El Guardián corta a Inés (10).
 Inés muere.
Has muerto.
Cayó ante el Guardián en el nivel 1 tras 9 turnos.
Inés, maga de nivel 1  EXP 0/20  oro 0
V [------------] 0/30   M [######--] 18/24
Fuerza 6  Defensa 11  Agilidad 8  Velocidad 100
Efectos al final: escudo:4
Inés no mató a nadie.
Turnos: 9  Bajas: 0  Sangre derramada: 8
Oro encontrado: 0  Nivel más profundo: 1
Misiones cumplidas: 0  Experiencia: 0  Oro gastado: 0
Puntuación: 0
Los últimos mensajes:
  Un escudo protege a Inés.
  Inés se siente mejor (+5).
  El Guardián golpea a Inés (6).
  Inés arroja una bola de fuego contra el Guardián.
  Inés rasguña al Guardián (7).
  El Guardián empieza a arder.
  Las llamas muerden al Guardián (3).
  ¡El Guardián descarga la gran hoja sobre Inés!
  El Guardián corta a Inés (10).
  Inés muere.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Inés-3.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
