Is Iva a woman or a man? (woman/man; Enter: woman)
> woman
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
> look
##########  #####                        Sala de entrada
#........#.......                        Nivel 1 de 3
#.......@'.......
#........#.......                        A tu alrededor:
####+#####  g....                        g goblin (asleep)
               #







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> La partida está guardada en ./bloodtrail/save.
