¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W blood wolf








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
Iva the barbarian steps into the dark.
Ves un blood wolf.
> wait
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 42/48   M [########] 4/4
  sangrex2:2
1) Blood wolf            [########] 22/22
 ¡Combate! Contra ti: un blood wolf.
 ¡El blood wolf desgarra a Iva de un zarpazo!
 El blood wolf rasguña a Iva (4).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
=== Combate ===
Iva, barbarian lvl 1
  V [##########--] 39/48   M [########] 4/4
  sangrex2:1
1) Blood wolf            [########] 22/22
 Iva intenta huir, pero no logra escapar.
 El blood wolf rasguña a Iva (1).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W blood wolf








Iva, barbarian lvl 1  XP 0/20  gold 0
V [##########--] 39/48   M [########] 4/4
sangrex2:1
¡Iva se zafa y huye!
> look
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W blood wolf








Iva, barbarian lvl 1  XP 0/20  gold 0
V [##########--] 39/48   M [########] 4/4
sangrex2:1
> La partida está guardada en ./bloodtrail/save.
