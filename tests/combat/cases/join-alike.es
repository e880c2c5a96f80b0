¿Cómo se llama tu héroe? (Intro: Inés)
> 
###########
#.........#                              Nivel 1 de 1
#..@w....w#
#.........#                              A tu alrededor:
###########                              w dos lobos








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves dos lobos.
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
1) Lobo 1                [#-------] 2/15  sangre:2
2) Lobo 2                [########] 15/15  (se une)
 Inés corta al lobo (5).
 El lobo: ¡herida grave!
 El lobo sangra.
 El lobo pierde sangre (1).
 El lobo rasguña a Inés (1).
 ¡El lobo 2 se une a la pelea!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [########] 10/10
2) Lobo 2                [########] 15/15
Bajas: un lobo.
 Inés corta al lobo 1 (5).
 El lobo 1 muere.
 El lobo 2 rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [########] 10/10
2) Lobo 2                [####----] 7/15  sangre:2
Bajas: un lobo.
 Inés aplasta al lobo 2 (7).
 El lobo 2 sangra.
 El lobo 2 pierde sangre (1).
 El lobo 2 no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
###########
#...%.....#                              Nivel 1 de 1
#..@%.....#
#.........#
###########








Inés, bárbara de nivel 1  EXP 10/20  oro 0
V [#########---] 30/38   M [########] 10/10
Inés aplasta al lobo 2 (7).
El lobo 2 muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
