¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
Iva la bárbara se adentra en la oscuridad.
Ves un lobo sangriento.
> wait
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 45/48   M [########] 4/4
  sangrex2:2
1) Lobo sangriento       [########] 22/22
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 40/48   M [########] 4/4
  sangrex2:1
1) Lobo sangriento       [#####---] 13/22
 Iva corta al lobo sangriento (9).
 El lobo sangriento rasguña a Iva (3).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 36/48   M [########] 4/4
  sangrex3:2
1) Lobo sangriento       [#-------] 4/22
 Iva corta al lobo sangriento (9).
 El lobo sangriento: ¡herida grave!
 El lobo sangriento rasguña a Iva (1).
 Iva sangra con más fuerza (heridas: 3).
 Iva pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Iva, bárbara de nivel 1  EXP 10/20  oro 0
V [#########---] 36/48   M [########] 4/4
sangrex3:2
Iva corta al lobo sangriento (9).
El lobo sangriento muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
