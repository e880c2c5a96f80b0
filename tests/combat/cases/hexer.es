#########
#.......#                                Nivel 1 de 1
#.K@....#
#.......#                                A tu alrededor:
#########                                K chamán kobold








Grom, bárbaro de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Grom, el bárbaro, se adentra en la oscuridad.
Ves un chamán kobold.
> 1
=== Combate ===
Grom, bárbaro de nivel 1
  V [############] 38/38   M [########] 10/10
1) Chamán kobold         [########] 14/14
 ¡Combate contra un chamán kobold!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Grom, bárbaro de nivel 1
  V [############] 37/38   M [########] 10/10
  lento:3
1) Chamán kobold         [####----] 7/14
 Grom aplasta al chamán kobold (7).
 ¡El chamán kobold murmura un maleficio contra Grom!
 Grom se mueve como entre barro.
 El chamán kobold rasguña a Grom (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Grom, bárbaro de nivel 1
  V [###########-] 36/38   M [########] 10/10
  lento:2
1) Chamán kobold         [#-------] 2/14
 Grom corta al chamán kobold (5).
 El chamán kobold: ¡herida grave!
 El chamán kobold rasguña a Grom (1).
 El chamán kobold no acierta a Grom.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#.$.....#
#.@.....#
#########








Grom, bárbaro de nivel 1  EXP 10/20  oro 0
V [###########-] 36/38   M [########] 10/10
lento:2
Grom corta al chamán kobold (6).
El chamán kobold muere.
> look
#########
#.......#                                Nivel 1 de 1
#.$.....#
#.@.....#
#########








Grom, bárbaro de nivel 1  EXP 10/20  oro 0
V [###########-] 36/38   M [########] 10/10
lento:2
> wait
#########
#.......#                                Nivel 1 de 1
#.$.....#
#.@.....#
#########








Grom, bárbaro de nivel 1  EXP 10/20  oro 0
V [###########-] 36/38   M [########] 10/10
lento:1
> wait
#########
#.......#                                Nivel 1 de 1
#.$.....#
#.@.....#
#########








Grom, bárbaro de nivel 1  EXP 10/20  oro 0
V [############] 37/38   M [########] 10/10
Grom vuelve a moverse con libertad.
> La partida está guardada en ~/.local/share/bloodtrail/save.
