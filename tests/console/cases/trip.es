##########
#@...!...>                               Nivel 1 de 1
##########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> travel
###########
#....@...>#                              Nivel 1 de 1
###########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay una poción de curación.
> pickup
###########
#....@...>#                              Nivel 1 de 1
###########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges una poción de curación.
> travel
###########
#........@#                              Nivel 1 de 1
###########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
