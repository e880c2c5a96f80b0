¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@k...#
#.......#                                A tu alrededor:
#########                                k esqueleto








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
Iva la exploradora se adentra en la oscuridad.
Ves un esqueleto.
> wait
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 36/36   M [########] 6/6
1) Esqueleto             [########] 24/24
 ¡Combate contra un esqueleto!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 36/36   M [########] 6/6
1) Esqueleto             [#######-] 22/24
 Iva rasguña al esqueleto (2).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [###########-] 33/36   M [########] 6/6
1) Esqueleto             [#######-] 20/24
 Iva rasguña al esqueleto (2).
 El esqueleto rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [###########-] 33/36   M [########] 6/6
1) Esqueleto             [####----] 12/24
 ¡Iva asesta un golpe crítico!
 Iva corta al esqueleto (8).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [###########-] 33/36   M [########] 6/6
1) Esqueleto             [###-----] 9/24
 Iva golpea al esqueleto (3).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [###########-] 33/36   M [########] 6/6
1) Esqueleto             [##------] 7/24
 Iva rasguña al esqueleto (2).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [#######-----] 21/36   M [########] 6/6
1) Esqueleto             [##------] 5/24
 Iva rasguña al esqueleto (2).
 El esqueleto: ¡herida grave!
 ¡El esqueleto asesta un golpe crítico!
 El esqueleto corta a Iva (12).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [####--------] 11/36   M [########] 6/6
1) Esqueleto             [#-------] 3/24
 Iva rasguña al esqueleto (2).
 ¡El esqueleto asesta un golpe crítico!
 El esqueleto corta a Iva (10).
 Iva pierde el equilibrio.
 Iva está aturdida y pierde el turno.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Iva, exploradora de nivel 1  EXP 14/20  oro 0
V [####--------] 11/36   M [########] 6/6
Iva golpea al esqueleto (3).
El esqueleto muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
