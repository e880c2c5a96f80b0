###########
#.........#                              Nivel 1 de 1
#.@.......#
#.........#                              A tu alrededor:
#......w..#                              w lobo (dormido)
#.....W.L.                               W lobo sangriento (dormido)
##########                               L lobo alfa (dormido)






Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Iva, la exploradora, se adentra en la oscuridad.
Ves un lobo, un lobo sangriento y un lobo alfa.
> look W
El lobo sangriento duerme.
El lobo sangriento está ileso (22/22 de vida).
Tus golpes aciertan al lobo sangriento el 86% de las veces; los golpes del lobo
    sangriento te aciertan el 69% de las veces.
El golpe del lobo sangriento: 2-5 de daño cortante, con filo (puede herir), +2
    por su fuerza.
Desgarro: 2 de maná, luego 3 turnos de espera, 6-10 de daño cortante, con filo
  (puede herir)
  Un golpe desgarrador que abre tres heridas sangrantes a la vez.
> look w
El lobo duerme.
El lobo está ileso (15/15 de vida).
Tus golpes aciertan al lobo el 88% de las veces; los golpes del lobo te aciertan
    el 67% de las veces.
El golpe del lobo: 2-4 de daño cortante, con filo (puede herir), +1 por su
    fuerza.
> look wolf
«wolf» encaja con más de uno a la vista: este es el lobo sangriento; también el
    lobo y el lobo alfa.
El lobo sangriento duerme.
El lobo sangriento está ileso (22/22 de vida).
Tus golpes aciertan al lobo sangriento el 86% de las veces; los golpes del lobo
    sangriento te aciertan el 69% de las veces.
El golpe del lobo sangriento: 2-5 de daño cortante, con filo (puede herir), +2
    por su fuerza.
Desgarro: 2 de maná, luego 3 turnos de espera, 6-10 de daño cortante, con filo
  (puede herir)
  Un golpe desgarrador que abre tres heridas sangrantes a la vez.
> look wolf leader
El lobo alfa duerme.
El lobo alfa está ileso (36/36 de vida).
Tus golpes aciertan al lobo alfa el 86% de las veces; los golpes del lobo alfa
    te aciertan el 69% de las veces.
El golpe del lobo alfa: 2-5 de daño cortante, con filo (puede herir), +2 por su
    fuerza.
Embestida: 0 de maná, luego 3 turnos de espera, 3-6 de daño cortante, con filo
  (puede herir)
  Un salto con los dientes por delante: un golpe difícil de esquivar.
> character
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Fuerza 8: base 8
Defensa 5: base 3, armadura de cuero +2
Agilidad 10: base 10
Velocidad 105: base 105
Precisión 100 (75, agilidad +20, arma 5); golpe crítico (daño doble) en el 7% de
    los golpes
La precisión no es una probabilidad: un golpe acierta tantas veces de cada cien
    como tu precisión menos el doble de la agilidad del enemigo (nunca menos de
    5 ni más de 95); «mira» con el nombre de un enemigo te dice tu probabilidad
    contra él.
Golpe: cuchillo de caza, 2-5 de daño cortante, con filo (puede herir), +2 por la
    fuerza.
Resistencias: ninguna.
Habilidades:
  Evasión: 2 de maná, luego 4 turnos de espera (disponible), 2-4 de daño
    cortante, con filo (puede herir)
    Golpea con pies ligeros y se prepara para esquivar; también cura un poco.
  Flecha helada: 2 de maná, luego 2 turnos de espera (disponible), 7-10 de daño
    de hielo, con filo (puede herir)
    Una flecha de escarcha: golpea y hiela, y el blanco se vuelve lento.
Experiencia 0 de 20 para el nivel 2.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
