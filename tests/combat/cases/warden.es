¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
Inés, la bárbara, se adentra en la oscuridad.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
Ves al Guardián.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@X...#
#.......#                                A tu alrededor:
#########                                X Guardián








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> n
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Guardián              [##------] 60/200  furia
 ¡Combate contra el Guardián!
 ¡El Guardián ruge y se llena de furia!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [#######-] 9/10
  furia:3
1) Guardián              [##------] 54/200  furia sangre:2
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés rasguña al Guardián (5).
 El Guardián sangra.
 El Guardián pierde sangre (1).
 ¡El Guardián descarga la gran hoja sobre Inés!
 El Guardián golpea a Inés (8).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [#######-] 9/10
  furia:2
1) Guardián              [##------] 49/200  furia sangre:2
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (5).
 El Guardián: ¡herida grave!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [######--] 7/10
  furia:1
1) Guardián              [##------] 48/200  furia sangre:1
 Inés usa la habilidad «desgarro».
 Inés no acierta al Guardián.
 El Guardián pierde sangre (1).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [######--] 7/10
  furia:1
1) Guardián              [##------] 48/200  furia sangre:1
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [######--] 7/10
1) Guardián              [##------] 40/200  furia
 Inés rasguña al Guardián (7).
 El Guardián pierde sangre (1).
 Las heridas del Guardián dejan de sangrar.
 El Guardián no acierta a Inés.
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [######--] 7/10
1) Guardián              [##------] 40/200  furia
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [######------] 20/38   M [######--] 7/10
1) Guardián              [##------] 40/200  furia
 Inés no acierta al Guardián.
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
 El Guardián corta a Inés (10).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [######------] 20/38   M [######--] 7/10
1) Guardián              [#-------] 36/200  furia sangre:3
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (4).
 El Guardián sangra.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [####--------] 13/38   M [####----] 5/10
1) Guardián              [#-------] 35/200  furia sangre:2
 Inés usa la habilidad «desgarro».
 Inés no acierta al Guardián.
 El Guardián pierde sangre (1).
 El Guardián golpea a Inés (7).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 28/38   M [####----] 5/10
1) Guardián              [#-------] 34/200  furia sangre:1
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El Guardián pierde sangre (1).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 28/38   M [###-----] 4/10
  furia:2
1) Guardián              [#-------] 26/200  furia sangrex2:2
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés rasguña al Guardián (6).
 El Guardián sangra con más fuerza (heridas: 2).
 El Guardián pierde sangre (2).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 28/38   M [##------] 2/10
  furia:1
1) Guardián              [#-------] 10/200  furia sangrex5:2
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (11).
 El Guardián sangra con más fuerza (heridas: 5).
 El Guardián pierde sangre (5).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 28/38   M [##------] 2/10
  furia:1
1) Guardián              [#-------] 10/200  furia sangrex5:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 3
  V [##########--] 44/54   M [########] 14/14
  furia:1
Bajas: el Guardián.
 Inés rasguña al Guardián (5).
 El Guardián pierde sangre (5).
 El Guardián muere.
 Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
 Inés alcanza el nivel 3: más fuerza, rapidez y aguante.
 Misión cumplida: «El Guardián».
 El Guardián cae y la cripta queda en silencio.
El Guardián ha muerto. ¡Has ganado!
El Guardián cayó en el nivel 1 tras 10 turnos.
Inés, bárbara de nivel 3  EXP 40/60  oro 0
V [##########--] 44/54   M [########] 14/14
Fuerza 17  Defensa 8  Agilidad 8  Velocidad 120
Efectos al final: furia:1
Inés mató al Guardián.
Turnos: 10  Bajas: 1  Sangre derramada: 17
Oro encontrado: 0  Nivel más profundo: 1
Misiones cumplidas: 1  Experiencia: 100  Oro gastado: 0
Puntuación: 1100
Los últimos mensajes:
  El Guardián sangra con más fuerza (heridas: 5).
  El Guardián pierde sangre (5).
  El Guardián no acierta a Inés.
  Inés rasguña al Guardián (5).
  El Guardián pierde sangre (5).
  El Guardián muere.
  Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
  Inés alcanza el nivel 3: más fuerza, rapidez y aguante.
  Misión cumplida: «El Guardián».
  El Guardián cae y la cripta queda en silencio.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Inés-2.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
