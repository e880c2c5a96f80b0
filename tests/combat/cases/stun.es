¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#.k@k...#
#.......#                                A tu alrededor:
#########                                k dos esqueletos








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
Iva la bárbara se adentra en la oscuridad.
Ves dos esqueletos.
> wait
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 48/48   M [########] 4/4
1) Esqueleto 1           [########] 24/24
2) Esqueleto 2           [########] 24/24
 ¡Combate contra dos esqueletos!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 43/48   M [########] 4/4
1) Esqueleto 1           [######--] 19/24
2) Esqueleto 2           [########] 24/24
 Iva golpea al esqueleto 1 (5).
 El esqueleto 1 rasguña a Iva (2).
 El esqueleto 2 rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 40/48   M [########] 4/4
1) Esqueleto 1           [#####---] 14/24
2) Esqueleto 2           [########] 24/24
 Iva golpea al esqueleto 1 (5).
 El esqueleto 1 rasguña a Iva (3).
 El esqueleto 2 no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 37/48   M [########] 4/4
1) Esqueleto 1           [####----] 11/24
2) Esqueleto 2           [########] 24/24
 Iva golpea al esqueleto 1 (3).
 El esqueleto 1 rasguña a Iva (3).
 El esqueleto 2 no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [######------] 23/48   M [########] 4/4
1) Esqueleto 1           [###-----] 8/24
2) Esqueleto 2           [########] 24/24
 Iva golpea al esqueleto 1 (3).
 El esqueleto 1 no acierta a Iva.
 El esqueleto 2 rasguña a Iva (3).
 Iva pierde el equilibrio.
 Iva está aturdida y pierde el turno.
 ¡El esqueleto 1 asesta un golpe crítico!
 El esqueleto 1 golpea a Iva (11).
 El esqueleto 2 no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##----------] 6/48   M [########] 4/4
1) Esqueleto 1           [###-----] 8/24
2) Esqueleto 2           [########] 24/24
 Iva no acierta al esqueleto 1.
 El esqueleto 1 rasguña a Iva (2).
 Iva pierde el equilibrio.
 El esqueleto 2 rasguña a Iva (4).
 Iva está aturdida y pierde el turno.
 ¡El esqueleto 1 asesta un golpe crítico!
 El esqueleto 1 golpea a Iva (9).
 Iva: ¡herida grave!
 El esqueleto 2 rasguña a Iva (2).
 Iva se tambalea, pero no pierde el equilibrio.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##----------] 6/48   M [########] 4/4
1) Esqueleto 1           sin vida
2) Esqueleto 2           [########] 24/24
 ¡Iva asesta un golpe crítico!
 Iva aplasta al esqueleto 1 (12).
 El esqueleto 1 muere.
 El esqueleto 2 no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
