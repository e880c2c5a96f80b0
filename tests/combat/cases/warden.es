¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El Guardián». Derrota al Guardián de la cripta.
Iva la bárbara se adentra en la oscuridad.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
Ves al Guardián.
> wait
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 48/48   M [########] 4/4
1) Guardián              [########] 70/70
 ¡Combate contra el Guardián!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 44/48   M [########] 4/4
1) Guardián              [#######-] 64/70  sangre:2
 Iva rasguña al Guardián (5).
 El Guardián sangra.
 El Guardián pierde sangre (1).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 37/48   M [########] 4/4
  sangre:2
1) Guardián              [#####---] 46/70  sangrex2:2
 ¡Iva asesta un golpe crítico!
 Iva golpea al Guardián (16).
 El Guardián sangra con más fuerza (heridas: 2).
 El Guardián pierde sangre (2).
 El Guardián golpea a Iva (6).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 36/48   M [########] 4/4
  sangre:1
1) Guardián              [####----] 37/70  sangrex2:1
 Iva golpea al Guardián (7).
 El Guardián pierde sangre (2).
 El Guardián no acierta a Iva.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#####-------] 21/48   M [########] 4/4
1) Guardián              [####----] 35/70  furia
 Iva no acierta al Guardián.
 El Guardián pierde sangre (2).
 Las heridas del Guardián dejan de sangrar.
 ¡El Guardián ruge y se llena de furia!
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (9).
 El Guardián golpea a Iva (5).
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 36/48   M [########] 4/4
1) Guardián              [####----] 35/70  furia
 Iva usa la poción de curación.
 Iva se siente mejor (+15).
 El Guardián no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 36/48   M [########] 4/4
1) Guardián              [###-----] 30/70  furia
 Iva rasguña al Guardián (5).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#######-----] 28/48   M [########] 4/4
1) Guardián              [###-----] 23/70  furia sangre:2
 Iva rasguña al Guardián (6).
 El Guardián sangra.
 El Guardián pierde sangre (1).
 El Guardián golpea a Iva (8).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#####-------] 19/48   M [########] 4/4
  sangre:2
1) Guardián              [###-----] 22/70  furia sangre:1
 Iva no acierta al Guardián.
 El Guardián pierde sangre (1).
 El Guardián golpea a Iva (8).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###---------] 10/48   M [########] 4/4
  sangre:1
1) Guardián              [#-------] 11/70  furia sangrex2:1
 Iva golpea al Guardián (7).
 El Guardián: ¡herida grave!
 El Guardián sangra con más fuerza (heridas: 2).
 El Guardián pierde sangre (2).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Iva.
 El Guardián pierde sangre (2).
 El Guardián golpea a Iva (8).
 Iva: ¡herida grave!
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Iva, bárbara de nivel 1
  V [####--------] 17/48   M [########] 4/4
1) Guardián              [#-------] 9/70  furia
 Iva usa la poción de curación.
 Iva se siente mejor (+15).
 El Guardián pierde sangre (2).
 Las heridas del Guardián dejan de sangrar.
 El Guardián golpea a Iva (7).
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###---------] 10/48   M [########] 4/4
1) Guardián              [#-------] 2/70  furia
 Iva golpea al Guardián (7).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (7).
 Iva: ¡herida grave!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [####--------] 22/60   M [########] 8/8
1) Guardián              sin vida
 Iva rasguña al Guardián (6).
 El Guardián muere.
 Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
 Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
 Misión cumplida: «El Guardián».
 El Guardián cae y la cripta queda en silencio.
El Guardián ha muerto. ¡Has ganado!
El Guardián cayó en el nivel 1 tras 13 turnos.
Iva, bárbara de nivel 3  EXP 40/60  oro 0
V [####--------] 22/60   M [########] 8/8
Fuerza 14  Defensa 7  Agilidad 8  Velocidad 100
Iva mató al Guardián.
Turnos: 13  Bajas: 1  Sangre derramada: 21
Oro encontrado: 0  Nivel más profundo: 1
Puntuación: 1100
Los últimos mensajes:
  Iva golpea al Guardián (7).
  ¡El Guardián descarga la gran hoja sobre Iva!
  El Guardián golpea a Iva (7).
  Iva: ¡herida grave!
  Iva rasguña al Guardián (6).
  El Guardián muere.
  Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
  Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
  Misión cumplida: «El Guardián».
  El Guardián cae y la cripta queda en silencio.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-2.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
