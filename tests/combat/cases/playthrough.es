¿Cómo se llama tu héroe? (Intro: Iva)
> 
Elige una clase:
  1) barbarian  vida 48, maná 4, fuerza 12, defensa 4, agilidad 6
  2) ranger     vida 36, maná 6, fuerza 8, defensa 3, agilidad 12
  3) mage       vida 30, maná 12, fuerza 6, defensa 2, agilidad 8
> barbarian
##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Iva the barbarian steps into the dark.
New quest: "El rastro de sangre". Follow the blood to the lair.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#...@....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#....@...#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#.....@..#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#......@.#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#.......@+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########  #####                        Sala de entrada
#........#.......                        Nivel 1 de 3
#.......@'.......
#........#.......                        A tu alrededor:
####+#####  g....                        g goblin (asleep)
               #







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
La puerta se abre con un chirrido.
Ves un goblin.
> e
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####+#####..g.....                       g goblin (asleep)
           ######







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.........                      A tu alrededor:
####+#####..g......                      g goblin
         #########







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
¡El goblin se despierta!
> se
=== Combate ===
Iva, barbarian lvl 1
  V [############] 48/48   M [########] 4/4
1) Goblin                [########] 14/14
 ¡Combate! Contra ti: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 45/48   M [########] 4/4
1) Goblin                [#####---] 8/14
 Iva corta al goblin (6).
 El goblin rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
###################                      Galería superior
#........#..........                     Nivel 1 de 3
#........'..........
#........#.@........
####+#####..$.......
         #########+#







Iva, barbarian lvl 1  XP 6/20  gold 0
V [###########-] 45/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Iva aplasta al goblin (9).
El goblin muere.
> se
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####+#####..@........
         #########+##







Iva, barbarian lvl 1  XP 6/20  gold 3
V [###########-] 45/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Recoges 3 monedas de oro.
You see un venda here.
> pickup
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####+#####..@........
         #########+##







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 46/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
You pick up un venda.
> e
#####################                    Galería superior
#........#...........                    Nivel 1 de 3
#........'............
#........#............
####+#####..%@........
         #########+###







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 46/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
######################                   Galería superior
#........#............                   Nivel 1 de 3
#........'.............
#........#.............
####+#####..%.@........
         #########+####







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 46/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#######################                  Galería superior
#........#.............                  Nivel 1 de 3
#........'..............
#........#..............
####+#####..%..@........
         #########+#####







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
########################                 Galería superior
#........#..............                 Nivel 1 de 3
#........'...............
#........#...............
####+#####..%...@........
         #########+######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%....@.......#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%.....@......#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%......@.....#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%.......@....#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%........@...#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> ne
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#............@..#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> ne
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'.............@.#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> ne
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
You see un poción de curación here.
> pickup
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
You pick up un poción de curación.
> w
##########################               Galería superior
#........#.............@.#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> w
##########################               Galería superior
#........#............@..#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> w
##########################               Galería superior
#........#...........@...#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'..........@....#
#........#...............#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#.........@.....#
####+#####..%............#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%.....@......#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%.....@......#
         #########'#######
                 #,#
                 #,#
                 ..,
                 ...
                 ...
                 ...
                 ...
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
La puerta se abre con un chirrido.
> s
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########@#######
                 #,#
                 #,#
                 ..,
                 ...
                 ...
                 ...
                .....
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
##########################
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########'#######
                 #@#
                 #,#
                 ..,
                 ...
                .....
                .....
                .....
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
#........#...............#               Antiguo cruce
#........'...............#               Nivel 1 de 3
#........#...............#
####+#####..%............#
         #########'#######
                 #,#
                 #@#
                ...,.
               .....,.
              .......,.
             .........,.
            ...........,.
            ............,
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,#########
           #.......@........
           #........,.......
           #.........,....$.
            ..........,....
            ...........,...
            ............,.
             ####+#######,
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,##########
           #.......,@........
           #........,........
           #.........,....$..
            ..........,.....
            ...........,....
            ............,..
             ####+#######,#
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,###########
           #.......,.@........
           #........,.........
           #.........,....$...
            ..........,......
            ...........,.....
            ............,...
             ####+#######,##
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,############
           #.......,..@.......#
           #........,.........#
           #.........,....$...#
            ..........,.......
            ...........,......
            ............,....
             ####+#######,###
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,############
           #.......,...@......#
           #........,.........#
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............,.....
             ####+#######,####
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,############
           #.......,....@.....#
           #........,.........#
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#........#...............#               Antiguo cruce
####+#####..%............#               Nivel 1 de 3
         #########'#######
                 #,#
           #######,############
           #.......,..........#
           #........,....@....#
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #,#
Iva, barbarian lvl 1  XP 6/20  gold 3
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
####+#####..%............#               Antiguo cruce
         #########'#######               Nivel 1 de 3
                 #,#
           #######,############
           #.......,..........#
           #........,.........#
           #.........,....@...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #,#
                        #,#
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Recoges 12 monedas de oro.
> s
         #########'#######               Antiguo cruce
                 #,#                     Nivel 1 de 3
           #######,############
           #.......,..........#
           #........,.........#
           #.........,........#
            ..........,...@...#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #,#
                        #,#
                        .,.
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
                 #,#                     Antiguo cruce
           #######,############          Nivel 1 de 3
           #.......,..........#
           #........,.........#
           #.........,........#
            ..........,.......#
            ...........,..@...#
            ............,.....#
             ####+#######,#####
                        #,#
                        #,#
                        .,.
                        ..
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
           #######,############          Antiguo cruce
           #.......,..........#          Nivel 1 de 3
           #........,.........#
           #.........,........#
            ..........,.......#
            ...........,......#
            ............,.@...#
             ####+#######,#####
                        #,#
                        #,#
                        .,.
                        ..
                       .,.
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
           #.......,..........#          Antiguo cruce
           #........,.........#          Nivel 1 de 3
           #.........,........#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######@#####
                        #,#
                        #,#
                        .,.
                        ...
                       .,..
                        ,..
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
           #........,.........#          Salas roídas
           #.........,........#          Nivel 1 de 3
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #@#
                        #,#
                        .,.
                        ...
                       .,...
                       .,...
                       #,###
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
           #.........,........#          Salas roídas
            ..........,.......#          Nivel 1 de 3
            ...........,......#
            ............,.....#          A tu alrededor:
             ####+#######,#####          W blood wolf (asleep)
                        #,#
                        #@#
                       ..,..
                      .......
                     ...,.....
                    ....,......
                   #####,#######
                       ,,
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Ves un blood wolf.
> s
            ..........,.......#          Salas roídas
            ...........,......#          Nivel 1 de 3
            ............,.....#
             ####+#######,#####          A tu alrededor:
                        #,#              W blood wolf (asleep)
                 .#######,#######
                 ,,......@.......#
                 ,...............#
                 .......,........#
                  ......,........
                  ######,########
                       ,,
                       ..
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 .#######,#######        W blood wolf (asleep)
                 ,,......,.......#
                 ,.......@.......#
                 .......,........#
                 .......,........#
                  ######,########
                       ,,
                       ..
                      ..W
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       W blood wolf (asleep)
                 ,...............#
                 .......,@.......#
                 .......,........#
                 #######,#########
                       ,,
                      ,..
                      ..W
                     ####
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,@.......#
                 #######,#########
                      ,,,
                     #,..
                     #...
                     ####
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       L líder de la manada (asleep)
                 ,...............#       W blood wolf (asleep)
                 .......,........#
                 .......,........#
                 #######@#########
                      ,,,,,
                     #,..L..
                     #..W...#
                     ########
Iva, barbarian lvl 1  XP 6/20  gold 15
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Ves un líder de la manada y un blood wolf.
> s
=== Combate ===
Iva, barbarian lvl 1
  V [###########-] 45/48   M [########] 4/4
1) Líder de la manada    [########] 36/36
 ¡El líder de la manada se despierta!
 ¡El blood wolf se despierta!
 ¡Combate! Contra ti: un líder de la manada.
 El líder de la manada lunges teeth first.
 El líder de la manada rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 1
  V [##########--] 40/48   M [####----] 2/4
  ira:2
1) Líder de la manada    [########] 36/36
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El líder de la manada golpea a Iva (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 1
  V [#########---] 36/48   M [--------] 0/4
  ira:1 sangre:2
1) Líder de la manada    [######--] 25/36  sangrex2:2
 ¡Iva desgarra al líder de la manada de un zarpazo!
 Iva corta al líder de la manada (9).
 El líder de la manada sangra.
 El líder de la manada pierde sangre (2).
 El líder de la manada rasguña a Iva (3).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [########----] 32/48   M [--------] 0/4
  sangre:1
1) Líder de la manada    [###-----] 13/36  sangrex2:1
 Iva corta al líder de la manada (10).
 El líder de la manada pierde sangre (2).
 El líder de la manada lunges teeth first.
 El líder de la manada rasguña a Iva (3).
 Iva se calma.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [########----] 31/48   M [--------] 0/4
1) Líder de la manada    [##------] 11/36
 Iva no acierta al líder de la manada.
 El líder de la manada pierde sangre (2).
 Las heridas del líder de la manada dejan de sangrar.
 El líder de la manada no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [########----] 31/48   M [--------] 0/4
1) Líder de la manada    [#-------] 3/36  sangre:2
 Iva golpea al líder de la manada (7).
 El líder de la manada: ¡herida grave!
 El líder de la manada sangra.
 El líder de la manada pierde sangre (1).
 El líder de la manada no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       W blood wolf
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,@,,,#
                     #,..$..#
                     #..W...#
                     ########
Iva, barbarian lvl 2  XP 6/40  gold 15
V [########----] 37/54   M [########] 6/6
Iva golpea al líder de la manada (7).
El líder de la manada muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
Quest done: "El rastro de sangre".
The wolf leader is dead. The trail ends here.
> se
=== Combate ===
Iva, barbarian lvl 2
  V [#######-----] 33/54   M [########] 6/6
  sangrex2:2
1) Blood wolf            [########] 22/22
 Recoges 7 monedas de oro.
 You see un poción de curación here.
 ¡Combate! Contra ti: un blood wolf.
 ¡El blood wolf desgarra a Iva de un zarpazo!
 El blood wolf rasguña a Iva (2).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 2
  V [######------] 28/54   M [#####---] 4/6
  sangrex2:1 ira:2
1) Blood wolf            [########] 22/22
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El blood wolf rasguña a Iva (3).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 2
  V [######------] 26/54   M [###-----] 2/6
  ira:1
1) Blood wolf            [########] 22/22
 ¡Iva desgarra al blood wolf de un zarpazo!
 Iva no acierta al blood wolf.
 El blood wolf no acierta a Iva.
 Iva pierde sangre (2).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#####-------] 21/54   M [###-----] 2/6
  sangrex2:2
1) Blood wolf            [########] 22/22
 Iva no acierta al blood wolf.
 ¡El blood wolf desgarra a Iva de un zarpazo!
 El blood wolf rasguña a Iva (3).
 Iva sangra.
 Iva se calma.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
You wield an axe and wear a suit of leather armour.
En tu mochila:
  a) tres poción de curacións
  b) dos vendas
¿Qué objeto usas? (una letra o un nombre; «atrás» para salir)
? a
=== Combate ===
Iva, barbarian lvl 2
  V [########----] 34/54   M [###-----] 2/6
  sangrex2:1
1) Blood wolf            [########] 22/22
 Iva uses the poción de curación.
 Iva se siente mejor (+15).
 El blood wolf no acierta a Iva.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   falta 1 turno
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 2
  V [######------] 29/54   M [--------] 0/6
1) Blood wolf            [#####---] 13/22  sangrex2:2
 ¡Iva desgarra al blood wolf de un zarpazo!
 Iva corta al blood wolf (7).
 El blood wolf sangra.
 El blood wolf pierde sangre (2).
 El blood wolf rasguña a Iva (3).
 Iva pierde sangre (2).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#####-------] 23/54   M [--------] 0/6
  sangrex2:2
1) Blood wolf            [#-------] 3/22  sangrex3:2
 Iva corta al blood wolf (7).
 El blood wolf sangra con más fuerza (heridas: 3).
 El blood wolf pierde sangre (3).
 El blood wolf: ¡herida grave!
 ¡El blood wolf desgarra a Iva de un zarpazo!
 El blood wolf rasguña a Iva (4).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#####-------] 23/54   M [########] 6/6
sangrex2:2
Iva corta al blood wolf (8).
El blood wolf muere.
> use b
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [######------] 25/54   M [########] 6/6
regen:2
Iva uses the venda.
Las heridas de Iva dejan de sangrar.
Iva empieza a recuperarse.
Iva se recupera (+2).
> pickup
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [######------] 27/54   M [########] 6/6
regen:1
You pick up un poción de curación.
Iva se recupera (+2).
> n
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,@,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#######-----] 30/54   M [########] 6/6
Iva se recupera (+2).
Iva deja de regenerarse.
> nw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######@#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#######-----] 30/54   M [########] 6/6
> nw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                #.#######,#######        A tu alrededor:
                w,,......,.......#       w wolf
               ..,...............#
               .........,........#
               ........@,........#
               #.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#######-----] 30/54   M [########] 6/6
Ves un wolf.
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #       #,#
               ##w#######,#######        A tu alrededor:
               ..,,......,.......#       w wolf
              ...,...............#
              !.........,........#
              ........@.,........#
              ##.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#######-----] 31/54   M [########] 6/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
              ###.#######,#######        A tu alrededor:
              ...,w......,.......#       w wolf
             ....,...............#
             .!.........,........#
             ........@..,........#
             ###.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 16/40  gold 22
V [#######-----] 31/54   M [########] 6/6
> nw
=== Combate ===
Iva, barbarian lvl 2
  V [######------] 29/54   M [########] 6/6
  sangre:2
1) Wolf                  [#####---] 9/15
 ¡Combate! Contra ti: un wolf.
 El wolf rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
             ####.#######,#######
            .....,,......,.......#
            .....,.%.............#
            ..!.....@...,........#
            ............,........#
            ####.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 29/54   M [########] 6/6
sangre:2
Iva aplasta al wolf (9).
El wolf muere.
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
            #####.#######,#######
           ......,,......,.......#
           ......,.%.............#
           ...!....@,...,........#
           .............,........#
           #####.#######,#########
               #     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 28/54   M [########] 6/6
sangre:1
Iva pierde sangre (1).
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
           ######.#######,#######
          .......,,......,.......#
          .......,.%.............#
          ....!...@,,...,........#
          ..............,........#
          ######.#######,#########
               #.    #,,,,,,#
               #     #,..%..#
                     #..%...#
                     ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 27/54   M [########] 6/6
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
          #######.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!..@.,,...,........#
         #..............,........#
         #######.#######,#########
               #.    #,,,,,,#
               #.    #,..%..#
               #>    #..%...#
               #     ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 28/54   M [########] 6/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!.@..,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 28/54   M [########] 6/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!@...,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 28/54   M [########] 6/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....@....,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 29/54   M [########] 6/6
You see un poción de curación here.
> pickup
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....@....,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 29/54   M [########] 6/6
You pick up un poción de curación.
> se
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #.....@........,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [######------] 29/54   M [########] 6/6
> se
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #..............,........#
         #######@#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 30/54   M [########] 6/6
> s
            ............,.....#          Hueco de la escalera
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #..............,........#
         #######.#######,#########
               #@#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 30/54   M [########] 6/6
> s
            ............,.....#          Hueco de la escalera
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #@#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 30/54   M [########] 6/6
> s
            ............,.....#          Hueco de la escalera
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #@#   #..%...#
               ###   ########
Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 31/54   M [########] 6/6
> down
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #..@..#
   #.....#
   ###+###








Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 31/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Bajas por la escalera.
New quest: "El grito del chamán". Silence the goblin shaman.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #..@..#
   ###+###








Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 31/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #..@..#
   ###'###
     #.#
     #.#
     #..
     ###




Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
La puerta se abre con un chirrido.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###@###
     #.#
     #.#
     #..
     ###




Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###'###
     #@#
     #.#
     #..
     ###




Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###'###
     #.#
     #@#
     #...
     #####




Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########.
     #.@.......+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########..
     #..@......+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########...
     #...@.....+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########....
     #....@....+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########.....
     #.....@...+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#           ..
     #.########......
     #......@..+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###          .
     #.#         .....
     #.########......
     #.......@.+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   #.....#                               Madriguera goblin
   #.....#        ###                    Nivel 2 de 3
   #.....#       ...
   ###'###      .g. .                    A tu alrededor:
     #.#       .......                   g goblin (asleep)
     #.########......
     #........@+
     ###########





Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Ves un goblin.
> ne
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    #########
   #.....#    #........                  A tu alrededor:
   ###'###    #..g.....#                 g goblin
     #.#      #........#
     #.########@........
     #.........+........
     ###########....!...
                 ####+#



Iva, barbarian lvl 2  XP 21/40  gold 22
V [########----] 36/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
¡El goblin se despierta!
> ne
=== Combate ===
Iva, barbarian lvl 2
  V [########----] 36/54   M [########] 6/6
1) Goblin                [########] 14/14
 ¡Combate! Contra ti: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [########----] 34/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva corta al goblin (6).
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#######-----] 32/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva no acierta al goblin.
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#######-----] 32/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva no acierta al goblin.
 El goblin no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#######-----] 31/54   M [########] 6/6
1) Goblin                [#-------] 2/14
 Iva corta al goblin (6).
 El goblin: ¡herida grave!
 El goblin rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..$.....#
     #.#      #.@......#
     #.########..........
     #.........+.........
     ###########....!...
               ######+##



Iva, barbarian lvl 2  XP 27/40  gold 22
V [#######-----] 31/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Iva aplasta al goblin (8).
El goblin muere.
> ne
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..@.....#
     #.#      #........#
     #.########...........
     #.........+.........
     ###########....!....
               ######+##



Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 31/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Recoges 3 monedas de oro.
> s
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #..@.....#
     #.########...........
     #.........+..........
     ###########....!....
               ######+###



Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 31/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #........####
     #.########...@.......#
     #.........+..........#
     ###########....!.....#
               ######+####



Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
   #.....#                               Madriguera goblin
   #.....#    ##########                 Nivel 2 de 3
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+...@......#
     ###########....!.....#
               ######+#####




Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 32/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
You see an antidote here.
> pickup
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
You pick up an antidote.
> e
  #.....#    ##########                  Madriguera goblin
  #.....#    #........+                  Nivel 2 de 3
  ###'###    #..%.....#
    #.#      #........####
    #.########...........#
    #.........+..........#
    ###########.....@....#
              ######+#####





Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
  #.....#    ##########                  Madriguera goblin
  #.....#    #........+                  Nivel 2 de 3
  ###'###    #..%.....#
    #.#      #........####
    #.########...........#
    #.........+..........#
    ###########.....@....#
              ######'#####
                   #.#
                   #.#
                   ...
                   .~~
                   .~~
Iva, barbarian lvl 2  XP 27/40  gold 25
V [#######-----] 33/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
La puerta se abre con un chirrido.
> s
  #.....#    #........+                  Madriguera goblin
  ###'###    #..%.....#                  Nivel 2 de 3
    #.#      #........####
    #.########...........#
    #.........+..........#
    ###########..........#
              ######@#####
                   #.#
                   #.#
                   ...
                   .~~
                   .~~
                   ...
Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
  ###'###    #..%.....#
    #.#      #........####               Nivel 2 de 3
    #.########...........#
    #.........+..........#
    ###########..........#
              ######'#####
                   #@#
                   #.#
                   ...
                   .~~
                  ..~~~
                  .....
                  #####
Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
    #.#      #........####               Sala de los fuegos
    #.########...........#               Nivel 2 de 3
    #.........+..........#
    ###########..........#
              ######'#####
                   #.#
                   #@#
                  .....
                 ...~~~.
                ....~~~..
               ...........
              ###+#########

Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 34/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> sw
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego (asleep)
            #########.#####.#            g goblin (asleep)
            ........@........
            ...f.....~~~....g
            .........~~~.....
             ...............
             #####+#########


Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Ves un diablillo de fuego y un goblin.
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego (asleep)
           ##########.#####.#
           ........@.........
           ....f.....~~~.....
           ..........~~~.....
            ................
            ######+#########


Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego
          ###########.#####.#
          #.......@..........
          #....f.....~~~.....
          #..........~~~.....
           .................
           #######+#########


Iva, barbarian lvl 2  XP 27/40  gold 25
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
¡El diablillo de fuego se despierta!
> w
=== Combate ===
Iva, barbarian lvl 2
  V [########----] 35/54   M [########] 6/6
1) Diablillo de fuego    [########] 14/14
 ¡Combate! Contra ti: un diablillo de fuego.
 El diablillo de fuego rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [########----] 35/54   M [########] 6/6
1) Diablillo de fuego    [########] 14/14
 Iva no acierta al diablillo de fuego.
 El diablillo de fuego no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####
                    #.#
          ###########.#####.#
          #.....$@...........
          #..........~~~.....
          #..........~~~.....
          #.................
          ########+#########


Iva, barbarian lvl 2  XP 36/40  gold 25
V [########----] 35/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
¡Iva asesta un golpe crítico!
Iva aplasta al diablillo de fuego (18).
El diablillo de fuego muere.
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####
                    #.#
          ###########.#####.#
          #.....@............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########+#########


Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 36/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Recoges 5 monedas de oro.
> s
     #.........+..........#              Sala de los fuegos
     ###########..........#              Nivel 2 de 3
               ######'#####
                    #.#
          ###########.#####.#
          #.....%............
          #.....@....~~~.....
          #..........~~~.....
          #.................
          ########+#########



Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 36/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #......@...~~~.....
          #.................
          ########+#########




Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 36/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.......@.........
          ########+#########




Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 37/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.......@.........
          ########'#########
                 #.#
                 ...
                 .!.
                 ###
Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 37/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
La puerta se abre con un chirrido.
> s
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########@#########
                 #.#
                 ...
                 .!.
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 37/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #@#
                #...#
                #.!.#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 38/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #.@.#
                #.!.#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 38/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> s
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #...#
                #.@.#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [########----] 38/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
You see an antidote here.
> pickup
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #...#
                #.@.#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 39/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
You pick up an antidote.
> n
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #.@.#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 39/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> n
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #@#
                #...#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 39/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> n
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########@#########
                 #.#
                #...#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 40/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> n
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.......@.........
          ########'#########
                 #.#
                #...#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 40/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #........@........
          ########'#########
                 #.#
                #...#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 40/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#            A tu alrededor:
          #.....%............            g goblin (asleep)
          #..........~~~....g
          #..........~~~.....
          #.........@........
          ########'##########
                 #.#
                #...#
                #...#
                #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 41/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Ves un goblin.
> e
    ###########..........#               Sala de los fuegos
              ######'#####               Nivel 2 de 3
                   #.#
         ###########.#####.#             A tu alrededor:
         #.....%............             g goblin (asleep)
         #..........~~~....g.
         #..........~~~......
         #..........@........
         ########'###########
                #.#
               #...#
               #...#
               #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 41/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
   ###########..........#                Sala de los fuegos
             ######'#####                Nivel 2 de 3
                  #.#     #
        ###########.#####.#.             A tu alrededor:
        #.....%.............             g goblin (asleep)
        #..........~~~....g..
        #..........~~~.......
        #...........@........
        ########'############
               #.#
              #...#
              #...#
              #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 41/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> e
  ###########..........#                 Sala de los fuegos
            ######'##### #               Nivel 2 de 3
                 #.#    .#
       ###########.#####.#.#             A tu alrededor:
       #.....%..............             g goblin (asleep)
       #..........~~~....g...            S chamán goblin (asleep)
       #..........~~~........
       #............@.......S
       ########'#############
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 42/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
Ves un chamán goblin.
> e
  ###########..........#                 Sala de los fuegos
            ######'##### #               Nivel 2 de 3
                 #.#    .# #
       ###########.#####.#.##            A tu alrededor:
       #.....%...............            g goblin
       #..........~~~....g....           S chamán goblin (asleep)
       #..........~~~.........
       #.............@......S.
       ########'##############
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 42/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
¡El goblin se despierta!
> e
  ###########..........# #               Sala de los fuegos
            ######'#####.# #             Nivel 2 de 3
                 #.#    .#.#
       ###########.#####.#.###           A tu alrededor:
       #.....%................           g goblin
       #..........~~~...g......          S chamán goblin (asleep)
       #..........~~~..........
       #..............@.....S..
       ########'###############
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 2  XP 36/40  gold 30
V [#########---] 42/54   M [########] 6/6
"El grito del chamán": Silence the goblin shaman.
> ne
=== Combate ===
Iva, barbarian lvl 2
  V [##########--] 43/54   M [########] 6/6
1) Goblin                [########] 14/14
 ¡Combate! Contra ti: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#########---] 42/54   M [########] 6/6
1) Goblin                [########] 14/14
 Iva no acierta al goblin.
 El goblin rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 2
  V [#########---] 39/54   M [########] 6/6
1) Goblin                [###-----] 5/14
 Iva aplasta al goblin (9).
 El goblin rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
  ###########..........# #               Sala de los fuegos
            ######'#####.# #             Nivel 2 de 3
                 #.#    .#.#
       ###########.#####.#.####          A tu alrededor:
       #.....%..................         S chamán goblin (asleep)
       #..........~~~...$.......
       #..........~~~..@........
       #....................S...
       ########'################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 2/60  gold 30
V [#########---] 45/60   M [########] 8/8
"El grito del chamán": Silence the goblin shaman.
Iva aplasta al goblin (7).
El goblin muere.
Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
> ne
  #.........+..........#                 Sala de los fuegos
  ###########..........# #               Nivel 2 de 3
            ######'#####.# #
                 #.#   #.#.#             A tu alrededor:
       ###########.#####.#.######        S chamán goblin (asleep)
       #.....%...................
       #..........~~~...@........
       #..........~~~............
       #....................S....
       ########'################
              #.#
             #...#
             #...#
Iva, barbarian lvl 3  XP 2/60  gold 33
V [#########---] 45/60   M [########] 8/8
"El grito del chamán": Silence the goblin shaman.
Recoges 3 monedas de oro.
> e
  #.........+..........#   #             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#             A tu alrededor:
       ###########.#####.#.#######       S chamán goblin
       #.....%...................#
       #..........~~~...%@.......#
       #..........~~~............+
       #....................S....#
       ########'#################
              #.#
             #...#
             #...#
Iva, barbarian lvl 3  XP 2/60  gold 33
V [#########---] 45/60   M [########] 8/8
"El grito del chamán": Silence the goblin shaman.
¡El chamán goblin se despierta!
> e
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 46/60   M [########] 8/8
1) Chamán goblin         [########] 20/20
 ¡Combate! Contra ti: un chamán goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 46/60   M [######--] 6/8
  ira:2 débil:2
1) Chamán goblin         [########] 20/20
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 ¡El chamán goblin lanza un grito desgarrador!
 Iva se siente débil.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 46/60   M [####----] 4/8
  ira:1 débil:1
1) Chamán goblin         [####----] 9/20  sangrex2:2
 ¡Iva desgarra al chamán goblin de un zarpazo!
 Iva aplasta al chamán goblin (9).
 El chamán goblin sangra.
 El chamán goblin pierde sangre (2).
 El chamán goblin no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%.@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
Iva, barbarian lvl 3  XP 16/60  gold 33
V [#########---] 46/60   M [########] 8/8
ira:1 débil:1
El chamán goblin: ¡herida grave!
El chamán goblin sangra con más fuerza (heridas: 3).
El chamán goblin pierde sangre (3).
El chamán goblin muere.
Quest done: "El grito del chamán".
The shaman's shouting stops for good.
> se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [#########---] 46/60   M [########] 8/8
Recoges 6 monedas de oro.
You see an antidote here.
Iva se calma.
Iva recupera las fuerzas.
> pickup
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [#########---] 46/60   M [########] 8/8
You pick up an antidote.
> w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~.....@%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [#########---] 47/60   M [########] 8/8
> w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~....@.%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [#########---] 47/60   M [########] 8/8
> w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~...@..%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [#########---] 47/60   M [########] 8/8
> w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~..@...%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 48/60   M [########] 8/8
> w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~.@....%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 48/60   M [########] 8/8
> nw
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~@..%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 48/60   M [########] 8/8
> nw
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%......@............#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 49/60   M [########] 8/8
> w
   #.########...........# #.#            Sala de los fuegos
   #.........+..........# #.#            Nivel 2 de 3
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%.....@.............#
        #..........~~~...%........#
        #..........~~~......%.....+
        #.........................#
        ########'##################
               #.#
              #...#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 49/60   M [########] 8/8
> nw
    #.#      #........#### +##           Sala de los fuegos
    #.########...........# #.#           Nivel 2 de 3
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########@#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
                #.#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 49/60   M [########] 8/8
> n
  ###'###    #..%.....#
    #.#      #........#### +##           Nivel 2 de 3
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #@#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 50/60   M [########] 8/8
> n
  #.....#    #........+                  Madriguera goblin
  ###'###    #..%.....#                  Nivel 2 de 3
    #.#      #........#### +##
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######@#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 50/60   M [########] 8/8
> n
  #.....#    ##########                  Madriguera goblin
  #.....#    #........+                  Nivel 2 de 3
  ###'###    #..%.....#
    #.#      #........#### +##
    #.########...........# #.#
    #.........+..........# #.#
    ###########.....@....# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 50/60   M [########] 8/8
> n
  #.....#                                Madriguera goblin
  #.....#    ##########                  Nivel 2 de 3
  #.....#    #........+
  ###'###    #..%.....#
    #.#      #........#### +##
    #.########...........# #.#
    #.........+.....@....# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 51/60   M [########] 8/8
> n
  #######                                Madriguera goblin
  #.....#                                Nivel 2 de 3
  #.....#    ##########
  #.....#    #........+
  ###'###    #..%.....#
    #.#      #........#### +##
    #.########......@....# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 51/60   M [########] 8/8
> n
  #######                                Madriguera goblin
  #.....#                                Nivel 2 de 3
  #.....#    ##########
  #.....#    #........+
  ###'###    #..%.....#
    #.#      #......@.#### +##
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 51/60   M [########] 8/8
> n
  #######                                Madriguera goblin
  #.....#                                Nivel 2 de 3
  #.....#    ##########
  #.....#    #........+
  ###'###    #..%...@.#
    #.#      #........#### +##
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 52/60   M [########] 8/8
> ne
 #######                                 Madriguera goblin
 #.....#                                 Nivel 2 de 3
 #.....#    ##########
 #.....#    #.......@+
 ###'###    #..%.....#
   #.#      #........#### +##
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 52/60   M [########] 8/8
> e
 #######                   #             Madriguera goblin
 #.....#                .....            Nivel 2 de 3
 #.....#    ##########.....$.
 #.....#    #.......@'.......            A tu alrededor:
 ###'###    #..%.....#....s..            s araña (asleep)
   #.#      #........#####+##
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [##########--] 52/60   M [########] 8/8
La puerta se abre con un chirrido.
Ves un araña.
> e
#######               ######             Madriguera goblin
#.....#              #.......            Nivel 2 de 3
#.....#    ##########.....$..
#.....#    #........@........            A tu alrededor:
###'###    #..%.....#....s...            s araña (asleep)
  #.#      #........#####+###
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [###########-] 53/60   M [########] 8/8
> e
#######               #######            Despensa de las arañas
#.....#              #........           Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........'@........           A tu alrededor:
###'###    #..%.....#....s....           s araña (asleep)
  #.#      #........#####+####
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [###########-] 53/60   M [########] 8/8
> e
#######              #########           Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$....
#.....#    #........'.@........          A tu alrededor:
###'###    #..%.....#....s.....          s araña
  #.#      #........#####+#####
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 16/60  gold 39
V [###########-] 53/60   M [########] 8/8
¡La araña se despierta!
> e
=== Combate ===
Iva, barbarian lvl 3
  V [###########-] 54/60   M [########] 8/8
1) Araña                 [########] 12/12
 ¡Combate! Contra ti: un araña.
 La araña no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [###########-] 53/60   M [########] 8/8
1) Araña                 [###-----] 4/12
 Iva aplasta a la araña (8).
 La araña rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#######              ##########          Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........'..@%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 39
V [###########-] 53/60   M [########] 8/8
Iva aplasta a la araña (8).
La araña muere.
> e
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........'...@......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 39
V [###########-] 54/60   M [########] 8/8
> e
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........'...%@.....#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 39
V [###########-] 54/60   M [########] 8/8
> ne
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....@....#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 54/60   M [########] 8/8
Recoges 20 monedas de oro.
> w
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########....@.....#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 55/60   M [########] 8/8
> w
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########...@......#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 55/60   M [########] 8/8
> w
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########..@.......#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 55/60   M [########] 8/8
> w
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.@........#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 56/60   M [########] 8/8
> sw
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........'@..%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 56/60   M [########] 8/8
> w
#######              ###########         Madriguera goblin
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........@...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 56/60   M [########] 8/8
> w
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #.......@'...%......#
 ###'###    #..%.....#..........#
   #.#      #........#####+######
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 57/60   M [########] 8/8
> s
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #........'...%......#
 ###'###    #..%....@#..........#
   #.#      #........#####+######
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 57/60   M [########] 8/8
> s
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #........'...%......#
 ###'###    #..%.....#..........#
   #.#      #.......@#####+######
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [###########-] 57/60   M [########] 8/8
> s
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #........'...%......#
 ###'###    #..%.....#..........#
   #.#      #........#####+######
   #.########.......@...# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 58/60   M [########] 8/8
> s
 #.....#              #.........#        Madriguera goblin
 #.....#    ##########..........#        Nivel 2 de 3
 #.....#    #........'...%......#
 ###'###    #..%.....#..........#
   #.#      #........#####+######
   #.########...........# #.#
   #.........+......@...# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
        #..........~~~...%........#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 58/60   M [########] 8/8
> sw
  #.....#    ##########..........#       Madriguera goblin
  #.....#    #........'...%......#       Nivel 2 de 3
  ###'###    #..%.....#..........#
    #.#      #........#####+######
    #.########...........# #.#
    #.........+..........# #.#
    ###########.....@....# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 58/60   M [########] 8/8
> s
  #.....#    #........'...%......#       Madriguera goblin
  ###'###    #..%.....#..........#       Nivel 2 de 3
    #.#      #........#####+######
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######@#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 59/60   M [########] 8/8
> s
  ###'###    #..%.....#..........#
    #.#      #........#####+######       Nivel 2 de 3
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #@#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 59/60   M [########] 8/8
> s
    #.#      #........#####+######       Sala de los fuegos
    #.########...........# #.#           Nivel 2 de 3
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########@#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
                #.#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 59/60   M [########] 8/8
> se
   #.########...........# #.#            Sala de los fuegos
   #.........+..........# #.#            Nivel 2 de 3
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%.....@.............#
        #..........~~~...%........#
        #..........~~~......%.....+
        #.........................#
        ########'##################
               #.#
              #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%......@............#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.......@...........#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%........@..........#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.........@.........#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%..........@........#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...........@.......#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%............@......#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.............@.....#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%..............@....#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...............@...#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%................@..#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> se
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%......@.#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%....@+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%....@'.....#
       #.........................#.....#
       ########'##################  >..#
              #.#
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
La puerta se abre con un chirrido.
> e
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....@.....#
       #.........................#.....#
       ########'##################..>..#
              #.#                  ####
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> e
  ###########..........# #.#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....'@....#
       #.........................#.....#
       ########'##################..>..#
              #.#                ######
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> se
  ###########..........# #.#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....'.....#
       #.........................#.@...#
       ########'##################..>..#
              #.#                ######
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> se
  ###########..........# #.#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....'.....#
       #.........................#.....#
       ########'##################..@..#
              #.#                ######
             #...#
             #...#
             #####
Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
> down
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#..@..+
#.....#
###+###








Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
Bajas por la escalera.
New quest: "El Guardián". Defeat the Warden of the crypt.
> e
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#...@.+
#.....#
###+###








Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#....@+
#.....#
###+###








Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
#######  #####                           Vestíbulo
#.....#.......                           Nivel 3 de 3
#....@'....k..
#.....#.......                           A tu alrededor:
###+###  ..!..                           k esqueleto (asleep)
            #







Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
Ves un esqueleto.
> e
###############                          Vestíbulo
#.....#........                          Nivel 3 de 3
#.....@....k...
#.....#........                          A tu alrededor:
###+###....!...                          k esqueleto (asleep)
        ###+##







Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
################                         Osario
#.....#.........                         Nivel 3 de 3
#.....'@...k....
#.....#.........                         A tu alrededor:
###+###....!....                         k esqueleto
       ####+###







Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
¡El esqueleto se despierta!
> e
#################                        Osario
#.....#...k.....#                        Nivel 3 de 3
#.....'.@.......+
#.....#.........#                        A tu alrededor:
###+###....!....#                        k esqueleto
       ####+####







Iva, barbarian lvl 3  XP 24/60  gold 59
V [############] 60/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
=== Combate ===
Iva, barbarian lvl 3
  V [############] 60/60   M [########] 8/8
1) Esqueleto             [########] 24/24
 ¡Combate! Contra ti: un esqueleto.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 3
  V [###########-] 56/60   M [######--] 6/8
  ira:2
1) Esqueleto             [########] 24/24
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El esqueleto rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 3
  V [##########--] 51/60   M [####----] 4/8
  ira:1
1) Esqueleto             [######--] 19/24
 ¡Iva desgarra al esqueleto de un zarpazo!
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [##########--] 51/60   M [####----] 4/8
1) Esqueleto             [#####---] 15/24
 Iva golpea al esqueleto (4).
 El esqueleto no acierta a Iva.
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [##########--] 49/60   M [####----] 4/8
1) Esqueleto             [###-----] 10/24
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   falta 1 turno
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 47/60   M [##------] 2/8
1) Esqueleto             [##------] 6/24
 ¡Iva desgarra al esqueleto de un zarpazo!
 Iva golpea al esqueleto (4).
 El esqueleto rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 43/60   M [--------] 0/8
  ira:1
1) Esqueleto             [##------] 6/24
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El esqueleto rasguña a Iva (4).
 Iva pierde el equilibrio.
 El aturdimiento hace perder el turno a Iva.
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [########----] 39/60   M [--------] 0/8
1) Esqueleto             [#-------] 2/24
 Iva golpea al esqueleto (4).
 El esqueleto: ¡herida grave!
 El esqueleto rasguña a Iva (4).
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#################                        Osario
#.....#...).....#                        Nivel 3 de 3
#.....'..@......+
#.....#.........#
###+###....!....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 39/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
Iva golpea al esqueleto (4).
El esqueleto muere.
> ne
#################                        Osario
#.....#...@.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....!....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 40/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
You see un maza here.
> pickup
#################                        Osario
#.....#...@.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....!....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 40/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
You pick up un maza.
> s
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'...@.....+
#.....#.........#
###+###....!....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 40/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> s
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#...@.....#
###+###....!....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 41/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> se
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....@....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 41/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
You see un venda here.
> pickup
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....@....#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 41/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
You pick up un venda.
> e
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###.....@...#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 42/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###......@..#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 42/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> ne
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.......@.#
###+###.........#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [########----] 42/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> ne
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'........@+
#.....#.........#
###+###.........#
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [#########---] 43/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
#################  #####                 Osario
#.....#...%.....#.......                 Nivel 3 de 3
#.....'........@'...z...
#.....#.........#.......                 A tu alrededor:
###+###.........#  #+###                 z espectro de escarcha (asleep)
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [#########---] 43/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
Ves un espectro de escarcha.
> e
#########################                Osario
#.....#...%.....#.......#                Nivel 3 de 3
#.....'.........@...z...#
#.....#.........#.......#                A tu alrededor:
###+###.........####+####                z espectro de escarcha (asleep)
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [#########---] 43/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> e
#########################                Capilla fría
#.....#...%.....#.......#                Nivel 3 de 3
#.....'.........'@..z...#
#.....#.........#.......#                A tu alrededor:
###+###.........####+####                z espectro de escarcha
       ####+####







Iva, barbarian lvl 3  XP 38/60  gold 59
V [#########---] 44/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
¡El espectro de escarcha se despierta!
> e
=== Combate ===
Iva, barbarian lvl 3
  V [#########---] 44/60   M [########] 8/8
1) Espectro de escarcha  [########] 20/20
 ¡Combate! Contra ti: un espectro de escarcha.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 3
  V [########----] 38/60   M [######--] 6/8
  ira:2
1) Espectro de escarcha  [########] 20/20
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 ¡El espectro de escarcha asesta un golpe crítico!
 El espectro de escarcha golpea a Iva (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 3
  V [########----] 38/60   M [####----] 4/8
  ira:1
1) Espectro de escarcha  [#####---] 12/20
 ¡Iva desgarra al espectro de escarcha de un zarpazo!
 Iva corta al espectro de escarcha (8).
 El espectro de escarcha no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [#######-----] 35/60   M [####----] 4/8
  frío:2
1) Espectro de escarcha  [#-------] 2/20
 Iva aplasta al espectro de escarcha (10).
 El espectro de escarcha: ¡herida grave!
 El espectro de escarcha rasguña a Iva (3).
 El frío atenaza a Iva.
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [######------] 32/60   M [####----] 4/8
  frío:1
1) Espectro de escarcha  [#-------] 2/20
 Iva no acierta al espectro de escarcha.
 El espectro de escarcha rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   falta 1 turno
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.@.....#
#.....#.........#.......#
###+###.........####+####
       ####+####







Iva, barbarian lvl 3  XP 53/60  gold 59
V [######------] 32/60   M [########] 8/8
frío:1
"El Guardián": Defeat the Warden of the crypt.
¡Iva desgarra al espectro de escarcha de un zarpazo!
Iva corta al espectro de escarcha (7).
El espectro de escarcha muere.
> e
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'..@....#
#.....#.........#.......#
###+###.........####+####
       ####+####







Iva, barbarian lvl 3  XP 53/60  gold 59
V [######------] 32/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
Iva vuelve a entrar en calor.
> se
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#...@...#
###+###.........####+####
       ####+####







Iva, barbarian lvl 3  XP 53/60  gold 59
V [######------] 32/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> s
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#...@...#                A tu alrededor:
###+###.........####'####                c gato de las sombras (asleep)
       ####+####   #.#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, barbarian lvl 3  XP 53/60  gold 59
V [#######-----] 33/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
Ves un gato de las sombras.
> s
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####@####                c gato de las sombras (asleep)
       ####+####   #.#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, barbarian lvl 3  XP 53/60  gold 59
V [#######-----] 33/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> s
#########################
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####'####                c gato de las sombras (asleep)
       ####+####   #@#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, barbarian lvl 3  XP 53/60  gold 59
V [#######-----] 33/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> s
#########################
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####'####                c gato de las sombras (asleep)
       ####+####   #.#
                   #@#
                   #.#
                   ...
                   .c.
                  .....
                  ##+##

Iva, barbarian lvl 3  XP 53/60  gold 59
V [#######-----] 34/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
> s
#.....#...%.....#..%....#                Claustro
#.....'.........'.......#                Nivel 3 de 3
#.....#.........#.......#
###+###.........####'####                A tu alrededor:
       ####+####   #.#                   c gato de las sombras
                   #.#
                   #@#
                  .....
                 ...c...
                #.......#
                ####+####


Iva, barbarian lvl 3  XP 53/60  gold 59
V [#######-----] 34/60   M [########] 8/8
"El Guardián": Defeat the Warden of the crypt.
¡El gato de las sombras se despierta!
> s
=== Combate ===
Iva, barbarian lvl 3
  V [#######-----] 34/60   M [########] 8/8
1) Gato de las sombras   [########] 18/18  esquiv:3
 ¡Combate! Contra ti: un gato de las sombras.
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [######------] 32/60   M [########] 8/8
1) Gato de las sombras   [###-----] 7/18  esquiv:2 sangre:2
 Iva aplasta al gato de las sombras (10).
 El gato de las sombras sangra.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [######------] 31/60   M [########] 8/8
1) Gato de las sombras   [###-----] 6/18  esquiv:1 sangre:1
 El gato de las sombras esquiva el golpe.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 3
  V [######------] 29/60   M [########] 8/8
  sangre:2
1) Gato de las sombras   [##------] 5/18
 Iva no acierta al gato de las sombras.
 El gato de las sombras deja de esquivar.
 El gato de las sombras pierde sangre (1).
 Las heridas del gato de las sombras dejan de sangrar.
 El gato de las sombras no acierta a Iva.
 El gato de las sombras rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#.....'.........'.......#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###+###.........####'####
       ####+####   #.#
                   #.#
                ####.####
                #...@...#
                +...%...#
                #.......#
                ####+####



Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 35/66   M [########] 10/10
sangre:2
"El Guardián": Defeat the Warden of the crypt.
Iva aplasta al gato de las sombras (9).
El gato de las sombras muere.
Iva alcanza el nivel 4: más fuerza, rapidez y aguante.
> w
#.....'.........'.......#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###+###.........####'####
       ####+####   #.#
                   #.#
                ####.####
                #..@,...#
                +...%...#
                #.......#
                ####+####



Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 34/66   M [########] 10/10
sangre:1
"El Guardián": Defeat the Warden of the crypt.
Iva pierde sangre (1).
> w
#.....'.........'.......#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###+###.........####'####
       ####+####   #.#
                   #.#
                ####.####
                #.@,,...#
                +...%...#
                #.......#
                ####+####



Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 33/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> sw
#.....#.........#.......#                Claustro
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
                #..,,...#
                +@..%...#
                #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 34/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#                Claustro
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
            #   #..,,...#
            +...'@..%...#
            #   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 34/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
> w
#.....#.........#.......#                Claustro
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
            #   #..,,...#
            +...@...%...#
            #   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 34/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#                Claustro
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
            #   #..,,...#
            +..@'...%...#
            #   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 35/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#                Claustro
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
            #   #..,,...#
            +.@.'...%...#
            #   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 35/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
            #   #..,,...#
            +@..'...%...#
            #   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [######------] 35/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
                   #.#
                ####.####
          #.#   #..,,...#
          +.'@..'...%...#
          #.#   #.......#
                ####+####




Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 36/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
> w
#.....#.........#.......#
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
          #        #.#
          #.    ####.####
          #.#   #..,,...#
          +.@...'...%...#
          #.#   #.......#
          #.    ####+####
          #



Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 36/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> w
#.....#.........#.......#
###+###.........####'####                Nivel 3 de 3
       ####+####   #.#
          #.#      #.#
          #.#   ####.####
          #.#   #..,,...#
          +@'...'...%...#
          #.#   #.......#
          #.#   ####+####
          #+#



Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 36/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> s
###+###.........####'####
       ####+####   #.#                   Nivel 3 de 3
          #.#      #.#
          #.#   ####.####
          #.#   #..,,...#
          +.'...'...%...#
          #@#   #.......#
          #.#   ####+####
          #+#




Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 37/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> s
       ####+####   #.#
          #.#      #.#                   Nivel 3 de 3
          #.#   ####.####
          #.#   #..,,...#
          +.'...'...%...#
          #.#   #.......#
          #@#   ####+####
          #+#





Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 37/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> s
       ####+####   #.#
          #.#      #.#                   Nivel 3 de 3
          #.#   ####.####
          #.#   #..,,...#                A tu alrededor:
          +.'...'...%...#                X Warden (asleep)
          #.#   #.......#
          #@#   ####+####
          #'#
          ...
          !..
         .....
         ..X..
         .....
Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 37/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
La puerta se abre con un chirrido.
Ves the Warden.
> s
          #.#      #.#                   Sala del Guardián
          #.#   ####.####                Nivel 3 de 3
          #.#   #..,,...#
          +.'...'...%...#                A tu alrededor:
          #.#   #.......#                X Warden
          #.#   ####+####
          #@#
         .....
        ..!....
       .........
      .....X.....
     .............
     #############
Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 38/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
¡El Warden se despierta!
> s
          #.#      #.#                   Sala del Guardián
          #.#   ####.####                Nivel 3 de 3
          #.#   #..,,...#
          +.'...'...%...#                A tu alrededor:
          #.#   #.......#                X Warden
          #.#   ####+####
    #######'#######
    #......@......#
    #.....!.......+
    #.....X.......#
    #.............#
    #.............#
     #############
Iva, barbarian lvl 4  XP 7/80  gold 59
V [#######-----] 38/66   M [########] 10/10
"El Guardián": Defeat the Warden of the crypt.
> sw
=== Combate ===
Iva, barbarian lvl 4
  V [#######-----] 38/66   M [########] 10/10
1) Warden                [########] 70/70
 You see un venda here.
 ¡Combate! Contra ti: the Warden.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 4
  V [#######-----] 38/66   M [######--] 8/10
  ira:2
1) Warden                [########] 70/70
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 4 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 30/66   M [#####---] 6/10
  ira:1 sangre:2
1) Warden                [#######-] 61/70  sangrex2:2
 ¡Iva desgarra al Warden de un zarpazo!
 Iva golpea al Warden (7).
 El Warden sangra.
 El Warden pierde sangre (2).
 El Warden golpea a Iva (7).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 29/66   M [#####---] 6/10
  sangre:1
1) Warden                [######--] 50/70  sangrex3:2
 Iva golpea al Warden (8).
 El Warden sangra con más fuerza (heridas: 3).
 El Warden pierde sangre (3).
 El Warden no acierta a Iva.
 Iva se calma.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 28/66   M [#####---] 6/10
1) Warden                [#####---] 40/70  sangrex3:1
 Iva golpea al Warden (7).
 El Warden pierde sangre (3).
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   falta 1 turno
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 28/66   M [###-----] 4/10
1) Warden                [###-----] 23/70  sangrex5:1 furia:997
 ¡Iva desgarra al Warden de un zarpazo!
 Iva golpea al Warden (7).
 El Warden sangra con más fuerza (heridas: 5).
 ¡El Warden ruge y se llena de furia!
 ¡La furia consume al Warden!
 El Warden pierde sangre (5).
 El Warden no acierta a Iva.
 El Warden pierde sangre (5).
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   lista
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 1
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 28/66   M [##------] 2/10
  ira:2
1) Warden                [##------] 18/70  furia:996
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El Warden pierde sangre (5).
 Las heridas del Warden dejan de sangrar.
 ¡El Warden descarga la gran hoja sobre Iva!
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 28/66   M [##------] 2/10
  ira:1
1) Warden                [#-------] 10/70  furia:995
 Iva golpea al Warden (8).
 El Warden: ¡herida grave!
 El Warden no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   faltan 3 turnos
  2) desgarro      2 maná   lista
¿Qué habilidad usas? (un número o un nombre; «atrás» para salir)
? 2
=== Combate ===
Iva, barbarian lvl 4
  V [#####-------] 28/66   M [--------] 0/10
1) Warden                [#-------] 1/70  furia:994 sangrex2:2
 ¡Iva desgarra al Warden de un zarpazo!
 Iva golpea al Warden (7).
 El Warden sangra.
 El Warden pierde sangre (2).
 El Warden no acierta a Iva.
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 5
  V [######------] 34/72   M [########] 12/12
1) Warden                sin vida
 Iva no acierta al Warden.
 El Warden pierde sangre (2).
 El Warden muere.
 Iva alcanza el nivel 5: más fuerza, rapidez y aguante.
 Quest done: "El Guardián".
 The Warden falls, and the crypt is still.
El Guardián ha muerto. ¡Has ganado!
Turnos: 299  Bajas: 13  Sangre derramada: 79
Oro encontrado: 59  Nivel más profundo: 3
