¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un lobo sangriento.
> wait
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
1) Lobo sangriento       [########] 22/22
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Inés con un golpe brutal!
 El lobo sangriento golpea a Inés (9).
El lobo sangriento ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? 4
Responde sí o no.
? no
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [########] 10/10
  sangrex3:2
1) Lobo sangriento       [########] 22/22
 Inés sangra.
 Inés pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
=== Combate ===
Inés, bárbara de nivel 1
  V [######------] 20/38   M [########] 10/10
  sangrex4:2
1) Lobo sangriento       [########] 22/22
 Inés intenta huir, pero no logra escapar.
 El lobo sangriento rasguña a Inés (2).
 Inés sangra con más fuerza (heridas: 4).
 Inés pierde sangre (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 4
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [######------] 20/38   M [########] 10/10
sangrex4:2
¡Inés se zafa y huye!
> look
#########
#.@.....#                                Nivel 1 de 1
#..,W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [######------] 20/38   M [########] 10/10
sangrex4:2
> La partida está guardada en ~/.local/share/bloodtrail/save.
