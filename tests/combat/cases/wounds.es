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
  V [###########-] 45/48   M [########] 4/4
  sangrex2:2
1) Blood wolf            [########] 22/22
 ¡Combate! Contra ti: un blood wolf.
 ¡El blood wolf desgarra a Iva de un zarpazo!
 El blood wolf rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [##########--] 40/48   M [########] 4/4
  sangrex2:1
1) Blood wolf            [#####---] 13/22
 Iva corta al blood wolf (9).
 El blood wolf rasguña a Iva (3).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 36/48   M [########] 4/4
  sangrex3:2
1) Blood wolf            [#-------] 4/22
 Iva corta al blood wolf (9).
 El blood wolf: ¡herida grave!
 El blood wolf rasguña a Iva (1).
 Iva sangra con más fuerza (heridas: 3).
 Iva pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Iva, barbarian lvl 1  XP 10/20  gold 0
V [#########---] 36/48   M [########] 4/4
sangrex3:2
Iva corta al blood wolf (9).
El blood wolf muere.
> La partida está guardada en ./bloodtrail/save.
