#######                                  Sala de entrada
#@....#                                  Nivel 1 de 1
#.....#
#######









Iva, explorador nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
«El rastro de sangre»: Sigue la sangre hasta la guarida.
Iva, explorador, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, explorador nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
«El rastro de sangre»: Sigue la sangre hasta la guarida.
Una piedra suelta hace tropezar a Iva.
Iva pierde el equilibrio.
> e
#######                                  Sala de entrada
#.@...#                                  Nivel 1 de 1
#.....#
#######









Iva, explorador nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
«El rastro de sangre»: Sigue la sangre hasta la guarida.
El aturdimiento hace perder el turno a Iva.
> e
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, explorador nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
«El rastro de sangre»: Sigue la sangre hasta la guarida.
> wait
#######                                  Sala de entrada
#.^@..#                                  Nivel 1 de 1
#.....#
#######









Iva, explorador nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
«El rastro de sangre»: Sigue la sangre hasta la guarida.
> La partida está guardada en ~/.local/share/bloodtrail/save.
