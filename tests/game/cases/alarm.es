##########                               Sleeping hall
#@........                               Nivel 1 de 1
#.........
#.....n...                               A tu alrededor:
#........                                n kobold (dormido)
#........
########






Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva, la maga, se adentra en la oscuridad.
Ves un kobold.
> se
###########                              Sleeping hall
#..........                              Nivel 1 de 1
#.@........
#.....n...g                              A tu alrededor:
#.........g                              n kobold (dormido)
#.........                               g dos goblins (dormidos)
##########






Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Ves dos goblins.
> se
###########                              Sleeping hall
#...........                             Nivel 1 de 1
#...........
#..@..n...g.                             A tu alrededor:
#.........g.                             n kobold (dormido)
#...........                             g dos goblins (dormidos)
###########






Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
> 5 wait
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 24/24
1) Kobold                [########] 10/10
 ¡El kobold se despierta!
 ¡El kobold da la voz de alarma!
 ¡El goblin se despierta!
 ¡El goblin se despierta!
 ¡Combate contra un kobold!
1 atacar  2 habilidad  3 objeto  4 huir
> look
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 24/24
1) Kobold                [########] 10/10
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
