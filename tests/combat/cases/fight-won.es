¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@w...#
#.......#                                A tu alrededor:
#########                                w wolf








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
Iva the barbarian steps into the dark.
Ves un wolf.
> wait
=== Combate ===
Iva, barbarian lvl 1
  V [############] 46/48   M [########] 4/4
  sangre:2
1) Wolf                  [########] 15/15
 ¡Combate! Contra ti: un wolf.
 El wolf rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 44/48   M [########] 4/4
  sangre:1
1) Wolf                  [###-----] 5/15
 Iva aplasta al wolf (10).
 El wolf rasguña a Iva (1).
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 43/48   M [########] 4/4
1) Wolf                  [###-----] 5/15
 Iva no acierta al wolf.
 El wolf no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Iva, barbarian lvl 1  XP 5/20  gold 0
V [###########-] 43/48   M [########] 4/4
Iva aplasta al wolf (8).
El wolf muere.
> La partida está guardada en ./bloodtrail/save.
