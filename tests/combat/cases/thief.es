##########
#@$t.....#                               Nivel 1 de 1
##########
                                         A tu alrededor:
                                         t bandido








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Iva, la exploradora, se adentra en la oscuridad.
Ves un bandido.
> e
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Bandido               [########] 20/20
 Recoges 60 monedas de oro.
 ¡Combate contra un bandido!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
##########
#.@t.....#                               Nivel 1 de 1
##########
                                         A tu alrededor:
                                         t bandido








Iva, exploradora de nivel 1  EXP 0/20  oro 46
V [############] 30/30   M [########] 18/18
Iva corta al bandido (5).
El bandido sangra.
El bandido pierde sangre (1).
¡El bandido le arrebata 14 monedas de oro a Iva y se escabulle!
> look bandit
El bandido está despierto.
  Un degollador de caminos bajado a las minas; huye si el combate se tuerce.
El bandido está levemente herido (14/20 de vida).
Tus golpes aciertan al bandido el 84% de las veces; los golpes del bandido te
    aciertan el 71% de las veces.
sangre:2 sangrado, quedan 2 turnos
    Heridas abiertas: cada una quita 1 de vida por turno, y se acumulan hasta
    cinco. Una criatura que sangra deja un rastro de sangre al moverse.
El golpe del bandido: 2-5 de daño cortante, con filo (puede herir), +2 por su
    fuerza.
El bandido lleva 14 monedas de oro que te robó.
> e
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Bandido               [####----] 11/20  sangre:2
 ¡Combate contra un bandido!
 Iva golpea al bandido (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Bandido               [#-------] 2/20  sangrex2:2
 ¡Iva asesta un golpe crítico!
 Iva corta al bandido (7).
 El bandido: ¡herida grave!
 El bandido sangra con más fuerza (heridas: 2).
 El bandido pierde sangre (2).
 El bandido no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
##########
#.@$.....#                               Nivel 1 de 1
##########










Iva, exploradora de nivel 1  EXP 12/20  oro 46
V [############] 30/30   M [########] 18/18
Iva corta al bandido (5).
El bandido muere.
> e
##########
#..@.....#                               Nivel 1 de 1
##########










Iva, exploradora de nivel 1  EXP 12/20  oro 75
V [############] 30/30   M [########] 18/18
Recoges 14 monedas de oro.
Recoges 15 monedas de oro.
> La partida está guardada en ~/.local/share/bloodtrail/save.
