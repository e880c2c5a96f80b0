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
  V [###########-] 42/48   M [########] 4/4
  sangrex2:2
1) Lobo sangriento       [########] 22/22
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento rasguña a Iva (4).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 39/48   M [########] 4/4
  sangrex2:1
1) Lobo sangriento       [########] 22/22
 Iva intenta huir, pero no logra escapar.
 El lobo sangriento rasguña a Iva (1).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 39/48   M [########] 4/4
sangrex2:1
¡Iva se zafa y huye!
> look
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 39/48   M [########] 4/4
sangrex2:1
> La partida está guardada en ~/.local/share/bloodtrail/save.
