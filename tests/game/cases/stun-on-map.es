#######                                  Sala de entrada
#@....#                                  Nivel 1 de 1
#.....#
#######









Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
Iva the ranger steps into the dark.
New quest: "El rastro de sangre". Follow the blood to the lair.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
Una piedra suelta hace tropezar a Iva.
Iva pierde el equilibrio.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
El aturdimiento hace perder el turno a Iva.
> e
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> wait
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> La partida está guardada en ./bloodtrail/save.
