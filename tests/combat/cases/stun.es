¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#.k@k...#
#.......#                                A tu alrededor:
#########                                k esqueleto
                                         k esqueleto







Iva, bárbaro nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
Iva, bárbaro, se adentra en la oscuridad.
Ves: esqueleto, esqueleto.
> wait
=== Combate ===
Iva, bárbaro nivel 1
  V [############] 48/48   M [########] 4/4
1) Esqueleto             [########] 24/24
2) Esqueleto             [########] 24/24
 ¡Combate! Contra ti: esqueleto, esqueleto.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [###########-] 43/48   M [########] 4/4
1) Esqueleto             [######--] 19/24
2) Esqueleto             [########] 24/24
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (2).
 El esqueleto rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [##########--] 40/48   M [########] 4/4
1) Esqueleto             [#####---] 14/24
2) Esqueleto             [########] 24/24
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (3).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [#########---] 37/48   M [########] 4/4
1) Esqueleto             [####----] 11/24
2) Esqueleto             [########] 24/24
 Iva golpea al esqueleto (3).
 El esqueleto rasguña a Iva (3).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [######------] 23/48   M [########] 4/4
1) Esqueleto             [###-----] 8/24
2) Esqueleto             [########] 24/24
 Iva golpea al esqueleto (3).
 El esqueleto no acierta a Iva.
 El esqueleto rasguña a Iva (3).
 Iva pierde el equilibrio.
 El aturdimiento hace perder el turno a Iva.
 ¡El esqueleto asesta un golpe crítico!
 El esqueleto golpea a Iva (11).
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [##----------] 6/48   M [########] 4/4
1) Esqueleto             [###-----] 8/24
2) Esqueleto             [########] 24/24
 Iva no acierta al esqueleto.
 El esqueleto rasguña a Iva (2).
 Iva pierde el equilibrio.
 El esqueleto rasguña a Iva (4).
 El aturdimiento hace perder el turno a Iva.
 ¡El esqueleto asesta un golpe crítico!
 El esqueleto golpea a Iva (9).
 Iva: ¡herida grave!
 El esqueleto rasguña a Iva (2).
 Iva se tambalea, pero no pierde el equilibrio.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿Qué enemigo? (un número; «atrás» para salir)
? 1
=== Combate ===
Iva, bárbaro nivel 1
  V [##----------] 6/48   M [########] 4/4
1) Esqueleto             sin vida
2) Esqueleto             [########] 24/24
 ¡Iva asesta un golpe crítico!
 Iva aplasta al esqueleto (12).
 El esqueleto muere.
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
