######
#@?..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> e
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay un pergamino roto.
> pickup
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges un pergamino roto.
> use c
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
ciego:3
Iva usa el pergamino roto.
Iva queda cegada y golpea hacia los ruidos.
El pergamino roto era un pergamino de oscuridad.
Oyes algo moverse al este.
> wait
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
ciego:2
Oyes algo moverse al este.
> wait
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
ciego:1
Oyes algo moverse al este.
> wait
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva vuelve a ver.
> wait
######
#.@..#                                   Nivel 1 de 1
#....#
#....#
######








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> La partida está guardada en ~/.local/share/bloodtrail/save.
