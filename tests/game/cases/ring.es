#########                                Jeweller's cell
#@="....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> e
#########                                Jeweller's cell
#.@"....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay un anillo de fuerza.
> pickup
#########                                Jeweller's cell
#.@"....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges un anillo de fuerza.
> e
#########                                Jeweller's cell
#..@....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay un amuleto de protección.
> pickup
#########                                Jeweller's cell
#..@....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges un amuleto de protección.
> wear ring
#########                                Jeweller's cell
#..@....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva se pone el anillo de fuerza.
> wear amulet
#########                                Jeweller's cell
#..@....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva se pone el amuleto de protección.
> character
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Fuerza 12: base 10, anillo de fuerza +20 %
Defensa 9: base 5, armadura de cuero +2, amuleto de protección +1 +10 %
Agilidad 6: base 6
Velocidad 100: base 100
Precisión 87 (75, agilidad +12, arma 0); golpe crítico (daño doble) en el 6% de
    los golpes
La precisión no es una probabilidad: un golpe acierta tantas veces de cada cien
    como tu precisión menos el doble de la agilidad del enemigo (nunca menos de
    5 ni más de 95); «mira» con el nombre de un enemigo te dice tu probabilidad
    contra él.
Golpe: hacha, 2-4 de daño cortante, con filo (puede herir), +4 por la fuerza.
Resistencias: ninguna.
Habilidades:
  Berserker: 1 de maná, luego 5 turnos de espera (disponible), 2-5 de daño
    cortante, con filo (puede herir)
    Un golpe, y furia durante unos turnos: más fuerza y rapidez.
  Desgarro: 2 de maná, luego 3 turnos de espera (disponible), 6-10 de daño
    cortante, con filo (puede herir)
    Un golpe desgarrador que abre tres heridas sangrantes a la vez.
Experiencia 0 de 20 para el nivel 2.
> look ring
El anillo de fuerza: un anillo que se lleva en el dedo: Fuerza +20 %.
  Un pesado anillo de hierro: quien lo lleva es una quinta parte más fuerte.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes
#########                                Jeweller's cell
#..@....#                                Nivel 1 de 1
#########










Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> character
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Fuerza 12: base 10, anillo de fuerza +20 %
Defensa 9: base 5, armadura de cuero +2, amuleto de protección +1 +10 %
Agilidad 6: base 6
Velocidad 100: base 100
Precisión 87 (75, agilidad +12, arma 0); golpe crítico (daño doble) en el 6% de
    los golpes
La precisión no es una probabilidad: un golpe acierta tantas veces de cada cien
    como tu precisión menos el doble de la agilidad del enemigo (nunca menos de
    5 ni más de 95); «mira» con el nombre de un enemigo te dice tu probabilidad
    contra él.
Golpe: hacha, 2-4 de daño cortante, con filo (puede herir), +4 por la fuerza.
Resistencias: ninguna.
Habilidades:
  Berserker: 1 de maná, luego 5 turnos de espera (disponible), 2-5 de daño
    cortante, con filo (puede herir)
    Un golpe, y furia durante unos turnos: más fuerza y rapidez.
  Desgarro: 2 de maná, luego 3 turnos de espera (disponible), 6-10 de daño
    cortante, con filo (puede herir)
    Un golpe desgarrador que abre tres heridas sangrantes a la vez.
Experiencia 0 de 20 para el nivel 2.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
