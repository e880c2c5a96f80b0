¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@w...#
#.......#                                A tu alrededor:
#########                                w lobo








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un lobo.
> 1
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
#########
#.......#                                Nivel 1 de 1
#..,w...#
#.@.....#                                A tu alrededor:
#########                                w lobo








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 33/38   M [########] 10/10
Inés corta al lobo (5).
El lobo: ¡herida grave!
El lobo sangra.
El lobo pierde sangre (1).
¡El lobo se zafa y huye, goteando sangre!
> 1
El combate ya ha terminado: «1» no se ha ejecutado.
> 1
El combate ya ha terminado: «1» no se ha ejecutado.
> 1
El combate ya ha terminado: «1» no se ha ejecutado.
> 1
El combate ya ha terminado: «1» no se ha ejecutado.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
