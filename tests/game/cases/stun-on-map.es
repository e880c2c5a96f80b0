#######                                  Sala de entrada
#@....#                                  Nivel 1 de 1
#.....#
#######









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Una piedra suelta hace tropezar a Iva.
Iva pierde el equilibrio.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva está aturdida y pierde el turno.
> e
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> wait
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> La partida está guardada en ~/.local/share/bloodtrail/save.
