¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@L...#
#.......#                                A tu alrededor:
#########                                L lobo alfa (dormido)








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Inés, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa.
> e
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [##------] 11/36  sangre:2 ira
 ¡Combate contra un lobo alfa!
 ¡Inés sorprende al lobo alfa dormido!
 ¡Inés asesta un golpe crítico!
 Inés corta al lobo alfa (9).
 El lobo alfa sangra.
 ¡La ira se apodera del lobo alfa!
 El lobo alfa pierde sangre (1).
 El lobo alfa se abalanza con los colmillos por delante.
 El lobo alfa rasguña a Inés (3).
El lobo alfa ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? later
Responde sí o no.
? 1 2
Responde sí o no.
? look
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [##------] 11/36  sangre:2 ira
El lobo alfa ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? help
Respuestas a la pregunta:
  sí, si, s, yes, y       hazlo
  no, n                   no reacciones: el combate sigue su curso
  mira, mirar, examina, look, l
                          vuelve a mostrar el combate
  ayuda, help, ?          esta lista
  guarda, guardar, save   guarda la partida
  salir, sal, quit        guarda y sal de la partida
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [##------] 11/36  sangre:2 ira
 ¡Inés devuelve el golpe al lobo alfa!
 Inés no acierta al lobo alfa.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [#-------] 4/36  sangre:1 ira
 Inés golpea al lobo alfa (6).
 El lobo alfa: ¡herida grave!
 El lobo alfa pierde sangre (1).
 El lobo alfa no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [#-------] 3/36  ira
 Inés no acierta al lobo alfa.
 El lobo alfa pierde sangre (1).
 Las heridas del lobo alfa dejan de sangrar.
 El lobo alfa no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@$...#
#.......#
#########








Inés, bárbara de nivel 2  EXP 20/40  oro 0
V [###########-] 43/46   M [########] 12/12
Inés golpea al lobo alfa (5).
El lobo alfa muere.
Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
Misión cumplida: «El rastro de sangre».
El lobo alfa ha muerto. El rastro termina aquí.
Recompensa: 20 puntos de experiencia.
Recompensa: recibes una poción de curación.
> inventory
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) tres pociones de curación
  b) venda
> La partida está guardada en ~/.local/share/bloodtrail/save.
