¿Cómo se llama tu héroe? (Intro: Iva)
> 
###########
#.........#                              Nivel 1 de 1
#..@w....g#
#.........#                              A tu alrededor:
###########                              w lobo
                                         g goblin







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva la bárbara se adentra en la oscuridad.
Ves un lobo y un goblin.
> wait
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 36/38   M [########] 10/10
  sangre:2
1) Lobo                  [########] 15/15
 ¡Combate contra un lobo!
 El lobo rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 34/38   M [########] 10/10
  sangre:1
1) Lobo                  [####----] 8/15
 Iva aplasta al lobo (7).
 El lobo rasguña a Iva (1).
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 33/38   M [########] 10/10
1) Lobo                  [####----] 8/15
 Iva no acierta al lobo.
 El lobo no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 32/38   M [########] 10/10
1) Lobo                  [#-------] 2/15  sangre:2
2) Goblin                [########] 14/14  (se une)
 Iva corta al lobo (5).
 El lobo: ¡herida grave!
 El lobo sangra.
 El lobo pierde sangre (1).
 El lobo rasguña a Iva (1).
 ¡El goblin se une a la pelea!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 32/38   M [########] 10/10
2) Goblin                [########] 14/14
Bajas: un lobo.
 Iva corta al lobo (5).
 El lobo muere.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
2) Goblin                [#####---] 8/14
Bajas: un lobo.
 Iva corta al goblin (6).
 El goblin rasguña a Iva (3).
El goblin ha golpeado y queda al descubierto. ¿Devuelves el golpe ahora mismo?
(sí o no)
? yes
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
2) Goblin                [##------] 4/14
Bajas: un lobo.
 ¡Iva devuelve el golpe al goblin!
 Iva corta al goblin (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
###########
#...$.....#                              Nivel 1 de 1
#..@%.....#
#.........#
###########








Iva, bárbara de nivel 1  EXP 11/20  oro 0
V [#########---] 29/38   M [########] 10/10
Iva corta al goblin (4).
El goblin muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
