#########
#.......#                                Nivel 1 de 1
#..@L...#
#.......#                                A tu alrededor:
#########                                L lobo alfa (dormido)








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa.
> e
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [##------] 11/36  sangre:2 ira
 ¡Combate contra un lobo alfa!
 ¡Iva sorprende al lobo alfa dormido!
 ¡Iva asesta un golpe crítico!
 Iva corta al lobo alfa (9).
 El lobo alfa sangra.
 ¡La ira se apodera del lobo alfa!
 El lobo alfa pierde sangre (1).
 El lobo alfa se abalanza con los colmillos por delante.
 El lobo alfa rasguña a Iva (3).
El lobo alfa ha golpeado y queda al descubierto. ¿Contraatacas?
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
1) Lobo alfa             [##------] 11/36  sangre:2 ira
 ¡Combate contra un lobo alfa!
 ¡Iva sorprende al lobo alfa dormido!
 ¡Iva asesta un golpe crítico!
 Iva corta al lobo alfa (9).
 El lobo alfa sangra.
 ¡La ira se apodera del lobo alfa!
 El lobo alfa pierde sangre (1).
 El lobo alfa se abalanza con los colmillos por delante.
 El lobo alfa rasguña a Iva (3).
El lobo alfa ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [##------] 11/36  sangre:2 ira
 ¡Iva devuelve el golpe al lobo alfa!
 Iva no acierta al lobo alfa.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [#-------] 4/36  sangre:1 ira
 Iva golpea al lobo alfa (6).
 El lobo alfa: ¡herida grave!
 El lobo alfa pierde sangre (1).
 El lobo alfa no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [#-------] 3/36  ira
 Iva no acierta al lobo alfa.
 El lobo alfa pierde sangre (1).
 Las heridas del lobo alfa dejan de sangrar.
 El lobo alfa no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@$...#
#.......#
#########








Iva, bárbara de nivel 2  EXP 20/40  oro 0
V [###########-] 43/46   M [########] 12/12
Iva golpea al lobo alfa (5).
El lobo alfa muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
Misión cumplida: «El rastro de sangre».
El lobo alfa ha muerto. El rastro termina aquí.
Recompensa: 20 puntos de experiencia.
Recompensa: recibes una poción de curación.
> La partida está guardada en es.sav.
