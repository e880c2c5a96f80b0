##########                               Sala de entrada
#@.....w.w                               Nivel 1 de 1
#!!.......
#......g..                               A tu alrededor:
#......s.                                w dos lobos (dormidos)
#########                                g goblin (dormido)
                                         s araña de cueva (dormida)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
Ves dos lobos, un goblin y una araña de cueva.
> look w
El lobo duerme.
El lobo está ileso (15/15 de vida).
Tus golpes aciertan al lobo el 75% de las veces; los golpes del lobo te aciertan
    el 75% de las veces.
El golpe del lobo: 2-4 de daño cortante, con filo (puede herir), +1 por su
    fuerza.
> look cave spider
La araña de cueva duerme.
La araña de cueva está ilesa (12/12 de vida).
Tus golpes aciertan a la araña de cueva el 69% de las veces; los golpes de la
    araña de cueva te aciertan el 81% de las veces.
El golpe de la araña de cueva: 1-3 de daño cortante, +1 por su fuerza.
Los golpes de la araña de cueva causan veneno (en el 50 % de los casos).
La araña de cueva es inmune al veneno.
> look a
La araña de cueva duerme.
La araña de cueva está ilesa (12/12 de vida).
Tus golpes aciertan a la araña de cueva el 69% de las veces; los golpes de la
    araña de cueva te aciertan el 81% de las veces.
El golpe de la araña de cueva: 1-3 de daño cortante, +1 por su fuerza.
Los golpes de la araña de cueva causan veneno (en el 50 % de los casos).
La araña de cueva es inmune al veneno.
> look rend
Desgarro: 2 de maná, luego 3 turnos de espera (disponible), 6-10 de daño
  cortante, con filo (puede herir)
  Un golpe desgarrador que abre tres heridas sangrantes a la vez.
> look bleeding
Sangrado («sangre» en las barras).
    Heridas abiertas: cada una quita 1 de vida por turno, y se acumulan hasta
    cinco. Una criatura que sangra deja un rastro de sangre al moverse.
> look psn
Veneno («veneno» en las barras).
    Veneno en la sangre: cada turno quita tanta vida como su potencia. Una
    segunda dosis lo renueva; un antídoto lo cura.
> look ,
, sangre
> look #
# muro
> look axe
El hacha: un arma, 2-4 de daño cortante, con filo (puede herir); precisión +0.
  Un hacha pesada: un golpe cortante que puede abrir heridas sangrantes.
> look nothing
No hay nada llamado «nothing» a la vista, en tu mochila, entre tus habilidades o
efectos, ni en el mapa.
> character
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Fuerza 10: base 10
Defensa 7: base 5, armadura de cuero +2
Agilidad 6: base 6
Velocidad 100: base 100
Precisión 87 (75, agilidad +12, arma 0); golpe crítico (daño doble) en el 6% de
    los golpes
La precisión no es una probabilidad: un golpe acierta tantas veces de cada cien
    como tu precisión menos el doble de la agilidad del enemigo (nunca menos de
    5 ni más de 95); «mira» con el nombre de un enemigo te dice tu probabilidad
    contra él.
Golpe: hacha, 2-4 de daño cortante, con filo (puede herir), +3 por la fuerza.
Resistencias: ninguna.
Habilidades:
  Berserker: 1 de maná, luego 5 turnos de espera (disponible), 2-5 de daño
    cortante, con filo (puede herir)
    Un golpe, y furia durante unos turnos: más fuerza y rapidez.
  Desgarro: 2 de maná, luego 3 turnos de espera (disponible), 6-10 de daño
    cortante, con filo (puede herir)
    Un golpe desgarrador que abre tres heridas sangrantes a la vez.
Experiencia 0 de 20 para el nivel 2.
> help
Comandos en el mapa:
  norte, north, n, 8      avanza al norte (también el 8 del teclado numérico)
  sur, south, s, 2        avanza al sur (el 2 del teclado numérico)
  este, east, e, 6        avanza al este (el 6 del teclado numérico)
  oeste, o, west, w, 4    avanza al oeste (el 4 del teclado numérico)
  noreste, nordeste, ne, northeast, 9
                          avanza al noreste (el 9 del teclado numérico)
  noroeste, no, northwest, nw, 7
                          avanza al noroeste (el 7 del teclado numérico)
  sureste, sudeste, se, southeast, 3
                          avanza al sureste (el 3 del teclado numérico)
  suroeste, sudoeste, so, southwest, sw, 1
                          avanza al suroeste (el 1 del teclado numérico)
  espera, esperar, wait, 5, .
                          espera un turno; «20 espera» espera 20
  descansa, descansar, rest, r
                          descansa hasta curarte o hasta que algo aparezca
  corre, correr, run      corre DIRECCIÓN: sigue hasta que se vea algo
  viaja, viajar, travel, t, _
                          viaja a la escalera, o: viaja LUGAR
  mira, mirar, examina, look, l
                          el mapa otra vez; mira ALGO: qué es
  personaje, pj, character, char, @
                          tu personaje: atributos, habilidades, efectos
  mochila, inventario, inv, inventory, i
                          muestra lo que llevas
  recoge, toma, coge, pickup, get, g, ,
                          recoge lo que hay aquí
  usa, usar, use, u       usa un objeto: usa LETRA o NOMBRE
  equipa, equipar, equip, wield, wear
                          empuña un arma o ponte una armadura
  suelta, soltar, drop    suelta un objeto
  baja, bajar, down, >    baja por la escalera
  mensajes, men, messages, m
                          últimos mensajes (Ctrl-P); «m 50», «m todos»
  ayuda, help, ?          esta lista
  guarda, guardar, save   guarda la partida
  salir, sal, quit        guarda y sal de la partida
  sigue, seguir, follow, trail
                          sigue el rastro de sangre hasta donde lleve
  compra, comprar, buy    en un santuario: lo que ofrece; compra NÚMERO o NOMBRE
Comandos del modo de voz (doc/speech.md):
  alrededor, around       lo que se ve, lo más cercano primero, y dónde
  salidas, exits          las puertas y escaleras vistas en este nivel
  dónde, donde, where     el nivel, el lugar y las escaleras
  cerca, near             las ocho casillas a tu alrededor
  estado, status          vida, maná y efectos en una línea
  mapa, map               el mapa, una vez
  voz, speech             voz sí|no: solo lo nuevo, en palabras
Los signos del mapa:
  @ tú  # muro  . suelo  , sangre  + puerta  ' puerta abierta
  > escalera de bajada  % cadáver  ! poción  ) arma  [ armadura  $ oro
  Las letras son monstruos: «A tu alrededor», junto al mapa, los nombra.
Las etiquetas de los efectos, junto a las barras de vida:
  sangre sangrado  fuego quemadura  frío  esquiva  furia  veneno  ira
  regen regeneración  escudo  aturd aturdimiento  débil debilidad
  sangrex2:3 es sangrado con 2 acumulaciones (heridas, capas) y quedan 3 turnos.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
