##########                               Dim hall
#@?.......                               Nivel 1 de 1
#.........
#.........
#########








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva, la maga, se adentra en la oscuridad.
> e
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#.........g                              A tu alrededor:
##########                               g goblin (dormido)








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Aquí hay un pergamino amarillento.
Ves un goblin.
> pickup
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#.........g                              A tu alrededor:
##########                               g goblin (dormido)








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Recoges un pergamino amarillento.
> use c
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#..........
##########








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
ciego:3
Iva usa el pergamino amarillento.
Iva queda cegada y golpea hacia los ruidos.
El pergamino amarillento era un pergamino de oscuridad.
> wait
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#..........
##########








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
ciego:2
> wait
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#..........
##########








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
ciego:1
> wait
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#.........g                              A tu alrededor:
##########                               g goblin (dormido)








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva vuelve a ver.
Ves un goblin.
> wait
###########                              Dim hall
#.@........                              Nivel 1 de 1
#..........
#.........g                              A tu alrededor:
##########                               g goblin (dormido)








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
> La partida está guardada en ~/.local/share/bloodtrail/save.
