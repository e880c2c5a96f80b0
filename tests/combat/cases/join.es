¿Cómo se llama tu héroe? (Intro: Inés)
> 
###########
#.........#                              Nivel 1 de 1
#..@w....g#
#.........#                              A tu alrededor:
###########                              w lobo
                                         g goblin







Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un lobo y un goblin.
> wait
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [########] 10/10
  sangre:2
1) Lobo                  [########] 15/15
 ¡Combate contra un lobo!
 El lobo rasguña a Inés (1).
 Inés sangra.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 34/38   M [########] 10/10
  sangre:1
1) Lobo                  [####----] 8/15
 Inés aplasta al lobo (7).
 El lobo rasguña a Inés (1).
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 33/38   M [########] 10/10
1) Lobo                  [####----] 8/15
 Inés no acierta al lobo.
 El lobo no acierta a Inés.
 Inés pierde sangre (1).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 32/38   M [########] 10/10
1) Lobo                  [#-------] 2/15  sangre:2
2) Goblin                [########] 14/14  (se une)
 Inés corta al lobo (5).
 El lobo: ¡herida grave!
 El lobo sangra.
 El lobo pierde sangre (1).
 El lobo rasguña a Inés (1).
 ¡El goblin se une a la pelea!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 32/38   M [########] 10/10
2) Goblin                [########] 14/14
Bajas: un lobo.
 Inés corta al lobo (5).
 El lobo muere.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
2) Goblin                [#####---] 8/14
Bajas: un lobo.
 Inés corta al goblin (6).
 El goblin rasguña a Inés (3).
El goblin ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
2) Goblin                [##------] 4/14
Bajas: un lobo.
 ¡Inés devuelve el golpe al goblin!
 Inés corta al goblin (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
###########
#...$.....#                              Nivel 1 de 1
#..@%.....#
#.........#
###########








Inés, bárbara de nivel 1  EXP 11/20  oro 0
V [#########---] 29/38   M [########] 10/10
Inés corta al goblin (4).
El goblin muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
