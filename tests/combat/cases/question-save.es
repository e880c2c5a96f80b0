#########
#.......#                                Nivel 1 de 1
#..@L...#
#.......#                                A tu alrededor:
#########                                L líder de la manada (dormido)








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva la bárbara se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un líder de la manada.
> e
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Líder de la manada    [##------] 11/36  sangre:2 ira
 ¡Combate contra un líder de la manada!
 ¡Iva pilla al líder de la manada dormido!
 ¡Iva asesta un golpe crítico!
 Iva corta al líder de la manada (9).
 El líder de la manada sangra.
 ¡La ira se apodera del líder de la manada!
 El líder de la manada pierde sangre (1).
 El líder de la manada se abalanza con los colmillos por delante.
 El líder de la manada rasguña a Iva (3).
El líder de la manada ha golpeado y queda al descubierto. ¿Devuelves el golpe
ahora mismo?
(sí o no)
? save
La partida está guardada en es.sav.
? La partida está guardada en es.sav.
--- the same game, resumed ---
Hay una partida guardada en es.sav. ¿Quieres continuarla?
(sí/no)
> yes
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Líder de la manada    [##------] 11/36  sangre:2 ira
 ¡Combate contra un líder de la manada!
 ¡Iva pilla al líder de la manada dormido!
 ¡Iva asesta un golpe crítico!
 Iva corta al líder de la manada (9).
 El líder de la manada sangra.
 ¡La ira se apodera del líder de la manada!
 El líder de la manada pierde sangre (1).
 El líder de la manada se abalanza con los colmillos por delante.
 El líder de la manada rasguña a Iva (3).
El líder de la manada ha golpeado y queda al descubierto. ¿Devuelves el golpe
ahora mismo?
(sí o no)
? yes
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Líder de la manada    [##------] 11/36  sangre:2 ira
 ¡Iva devuelve el golpe al líder de la manada!
 Iva no acierta al líder de la manada.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Líder de la manada    [#-------] 4/36  sangre:1 ira
 Iva golpea al líder de la manada (6).
 El líder de la manada: ¡herida grave!
 El líder de la manada pierde sangre (1).
 El líder de la manada no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Líder de la manada    [#-------] 3/36  ira
 Iva no acierta al líder de la manada.
 El líder de la manada pierde sangre (1).
 Las heridas del líder de la manada dejan de sangrar.
 El líder de la manada no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@$...#
#.......#
#########








Iva, bárbara de nivel 2  EXP 20/40  oro 0
V [###########-] 43/46   M [########] 12/12
Iva golpea al líder de la manada (5).
El líder de la manada muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
Misión cumplida: «El rastro de sangre».
El líder de la manada ha muerto. El rastro termina aquí.
Recompensa: 20 puntos de experiencia.
Recompensa: recibes una poción de curación.
> La partida está guardada en es.sav.
