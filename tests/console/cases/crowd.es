#########
#.......#                                Nivel 1 de 1
#.ggg...#
#.g@w...#                                A tu alrededor:
#.ww....#                                g cuatro goblins
#.......#                                w tres lobos
#########






Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva, la maga, se adentra en la oscuridad.
Ves cuatro goblins y tres lobos.
> wait
=== Combate ===
Iva, maga de nivel 1
  V [##########--] 26/30   M [########] 24/24
  sangre:3
1) Goblin 1              [########] 14/14
2) Goblin 2              [########] 14/14
3) Goblin 3              [########] 14/14
4) Goblin 4              [########] 14/14
5) Lobo 5                [########] 15/15
6) Lobo 6                [########] 15/15
7) Lobo 7                [########] 15/15
 ¡Combate contra cuatro goblins y tres lobos!
 El lobo 5 rasguña a Iva (2).
 Iva sangra.
 El lobo 6 rasguña a Iva (2).
 ¡El lobo 7 asesta un golpe crítico!
El lobo 7 golpea fuerte (8). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? no
=== Combate ===
Iva, maga de nivel 1
  V [#######-----] 17/30   M [########] 24/24
  sangrex2:2
1) Goblin 1              [########] 14/14
2) Goblin 2              [########] 14/14
3) Goblin 3              [########] 14/14
4) Goblin 4              [########] 14/14
5) Lobo 5                [########] 15/15
6) Lobo 6                [########] 15/15
7) Lobo 7                [########] 15/15
 El lobo 7 golpea a Iva (7).
 Iva sangra con más fuerza (heridas: 2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) bola de fuego 3 maná   disponible
  2) barrera       1 maná   disponible
  3) trueno        0 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 3
=== Combate ===
Iva, maga de nivel 1
  V [#####-------] 13/30   M [########] 24/24
  sangrex2:1
1) Goblin 1              [###-----] 6/14
2) Goblin 2              [###-----] 6/14
3) Goblin 3              [###-----] 6/14
4) Goblin 4              [###-----] 6/14
5) Lobo 5                [####----] 8/15
6) Lobo 6                [###-----] 6/15
7) Lobo 7                [########] 15/15
 Iva da una palmada y el aire retumba como un trueno.
 Iva aplasta al goblin 1 (8).
 El goblin 1 pierde el equilibrio.
 Iva aplasta al goblin 2 (8).
 El goblin 2 pierde el equilibrio.
 Iva aplasta al goblin 3 (8).
 El goblin 3 pierde el equilibrio.
 Iva aplasta al goblin 4 (8).
 El goblin 4 pierde el equilibrio.
 Iva aplasta al lobo 5 (7).
 El lobo 5 pierde el equilibrio.
 Iva aplasta al lobo 6 (9).
 El lobo 6 pierde el equilibrio.
 Iva no acierta al lobo 7.
 El goblin 1 está aturdido y pierde el turno.
 El goblin 2 está aturdido y pierde el turno.
 El goblin 3 está aturdido y pierde el turno.
 El goblin 4 está aturdido y pierde el turno.
 El lobo 5 está aturdido y pierde el turno.
 El lobo 6 está aturdido y pierde el turno.
 El lobo 7 rasguña a Iva (2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> messages 14
Los últimos 14 de 32 mensajes («mensajes todos» los muestra todos):
  El goblin 4 pierde el equilibrio.
  Iva aplasta al lobo 5 (7).
  El lobo 5 pierde el equilibrio.
  Iva aplasta al lobo 6 (9).
  El lobo 6 pierde el equilibrio.
  Iva no acierta al lobo 7.
  El goblin 1 está aturdido y pierde el turno.
  El goblin 2 está aturdido y pierde el turno.
  El goblin 3 está aturdido y pierde el turno.
  El goblin 4 está aturdido y pierde el turno.
  El lobo 5 está aturdido y pierde el turno.
  El lobo 6 está aturdido y pierde el turno.
  El lobo 7 rasguña a Iva (2).
  Iva pierde sangre (2).
> look 7
El lobo 7 está despierto y te persigue.
El lobo 7 está ileso (15/15 de vida).
Tus golpes aciertan al lobo 7 el 79% de las veces; los golpes del lobo 7 te
    aciertan el 71% de las veces.
El golpe del lobo 7: 2-4 de daño cortante, con filo (puede herir), +1 por su
    fuerza.
> look 9
No hay ningún enemigo «9»; elige un número del 1 al 7.
> character
Iva, maga de nivel 1  EXP 0/20  oro 0
V [#####-------] 13/30   M [########] 24/24
Fuerza 6: base 6
Defensa 3: base 2, túnica acolchada +1
Agilidad 8: base 8
Velocidad 100: base 100
Precisión 91 (75, agilidad +16, arma 0); golpe crítico (daño doble) en el 7% de
    los golpes
La precisión no es una probabilidad: un golpe acierta tantas veces de cada cien
    como tu precisión menos el doble de la agilidad del enemigo (nunca menos de
    5 ni más de 95); «mira» con el nombre de un enemigo te dice tu probabilidad
    contra él.
Golpe: bastón de roble, 2-4 de daño contundente, aturde en el 10% de los golpes,
    +2 por la fuerza.
Resistencias: ninguna.
Habilidades:
  Bola de fuego: 3 de maná, luego 2 turnos de espera (disponible), 6-10 de daño
    de fuego
    Una bola de fuego: golpea fuerte y prende fuego al blanco.
  Barrera: 1 de maná, luego 4 turnos de espera (disponible)
    Una barrera reluciente: más defensa durante unos turnos y algo de vida.
  Trueno: 0 de maná, luego 4 turnos de espera (lista en 3 turnos), 4-7 de daño
    eléctrico
    Un trueno que golpea a todos los enemigos y puede aturdirlos; no cuesta
    maná.
Efectos:
sangrex2:1 sangrado, queda 1 turno
    Heridas abiertas: cada una quita 1 de vida por turno, y se acumulan hasta
    cinco. Una criatura que sangra deja un rastro de sangre al moverse.
Experiencia 0 de 20 para el nivel 2.
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, maga de nivel 1
  V [#####-------] 13/30   M [########] 24/24
  sangrex2:1
1) Goblin 1              [###-----] 6/14
2) Goblin 2              [###-----] 6/14
3) Goblin 3              [###-----] 6/14
4) Goblin 4              [###-----] 6/14
5) Lobo 5                [####----] 8/15
6) Lobo 6                [###-----] 6/15
7) Lobo 7                [########] 15/15
 Iva no acierta al goblin 1.
El goblin 1 golpea fuerte (5). ¿Paras casi todo el golpe con 1 de maná?
(sí o no)
? quit
La partida está guardada en ~/.local/share/bloodtrail/save.
