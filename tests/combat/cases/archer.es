##########
#.@....a.#                               Nivel 1 de 1
#.########
#.                                       A tu alrededor:
#                                        a arquero goblin








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
Ves un arquero goblin.
> look archer
El arquero goblin está despierto.
  Un goblin con arco corto que se mantiene lejos y dispara flecha tras flecha.
El arquero goblin está ileso (12/12 de vida).
Tus golpes aciertan al arquero goblin el 69% de las veces; los golpes del
    arquero goblin te aciertan el 81% de las veces.
El golpe del arquero goblin: 1-3 de daño cortante, +1 por su fuerza.
El disparo del arquero goblin: 2-4 de daño cortante, con filo (puede herir), con
    un alcance de 5 casillas.
> wait
##########
#.@....a.#                               Nivel 1 de 1
#.########
#.                                       A tu alrededor:
#                                        a arquero goblin








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [###########-] 36/38   M [########] 10/10
sangre:3
¡El arquero goblin le dispara una flecha a Iva!
El arquero goblin rasguña a Iva (2).
Iva sangra.
> sw
##########
#.,......#                               Nivel 1 de 1
#@########
#.#
###








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [###########-] 35/38   M [########] 10/10
sangre:2
Iva pierde sangre (1).
> wait
##########
#.,......#                               Nivel 1 de 1
#@########
#.#
###








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [###########-] 34/38   M [########] 10/10
sangre:1
Iva pierde sangre (1).
> ne
##########
#.@...a..#                               Nivel 1 de 1
#,########
#.#                                      A tu alrededor:
###                                      a arquero goblin








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 33/38   M [########] 10/10
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
Ves un arquero goblin.
> e
##########
#.,@..a..#                               Nivel 1 de 1
#,########
#.#                                      A tu alrededor:
###                                      a arquero goblin








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 32/38   M [########] 10/10
¡El arquero goblin le dispara una flecha a Iva!
El arquero goblin rasguña a Iva (1).
> e
##########
#.,.@.a..#                               Nivel 1 de 1
#,########
#.#                                      A tu alrededor:
###                                      a arquero goblin








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 31/38   M [########] 10/10
sangre:3
¡El arquero goblin le dispara una flecha a Iva!
El arquero goblin rasguña a Iva (2).
Iva sangra.
> e
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 29/38   M [########] 10/10
  sangre:1
1) Arquero goblin        [########] 12/12
 Iva pierde sangre (1).
 ¡Combate contra un arquero goblin!
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 28/38   M [########] 10/10
1) Arquero goblin        [####----] 6/12
 Iva aplasta al arquero goblin (6).
 El arquero goblin no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
##########
#.,.,@$..#                               Nivel 1 de 1
#,########
#.#
###








Iva, bárbara de nivel 1  EXP 9/20  oro 0
V [#########---] 28/38   M [########] 10/10
Iva aplasta al arquero goblin (6).
El arquero goblin muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
