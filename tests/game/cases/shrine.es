#########                                Pequeño santuario
#@$_....#                                Nivel 1 de 1
#########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva, la maga, se adentra en la oscuridad.
> buy
Aquí no hay nada que comprar.
> e
#########                                Pequeño santuario
#.@_....#                                Nivel 1 de 1
#########










Iva, maga de nivel 1  EXP 0/20  oro 40
V [############] 30/30   M [########] 24/24
Recoges 40 monedas de oro.
> e
#########                                Pequeño santuario
#..@....#                                Nivel 1 de 1
#########










Iva, maga de nivel 1  EXP 0/20  oro 40
V [############] 30/30   M [########] 24/24
> buy
El santuario ofrece, a cambio de oro:
  1) poción de curación, 15 monedas de oro
  2) venda, 6 monedas de oro
  3) antídoto, 8 monedas de oro
Tienes 40 monedas de oro. Con «compra NÚMERO» o «compra NOMBRE» te llevas uno.
> buy 9
El santuario no tiene el número «9»; elige un número del 1 al 3.
> buy sword
El santuario no ofrece nada llamado «sword».
> buy 1
#########                                Pequeño santuario
#..@....#                                Nivel 1 de 1
#########










Iva, maga de nivel 1  EXP 0/20  oro 25
V [############] 30/30   M [########] 24/24
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> buy healing
#########                                Pequeño santuario
#..@....#                                Nivel 1 de 1
#########










Iva, maga de nivel 1  EXP 0/20  oro 10
V [############] 30/30   M [########] 24/24
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> buy heal
La poción de curación cuesta 15 monedas de oro; tienes 10.
> inventory
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) cuatro pociones de curación
  b) antídoto
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
  _ un santuario (compra)
  Las letras son monstruos: «A tu alrededor», junto al mapa, los nombra.
Las etiquetas de los efectos, junto a las barras de vida:
  sangre sangrado  fuego quemadura  frío  esquiva  furia  veneno  ira
  regen regeneración  escudo  aturd aturdimiento  débil debilidad
  sangrex2:3 es sangrado con 2 acumulaciones (heridas, capas) y quedan 3 turnos.
> La partida está guardada en ~/.local/share/bloodtrail/save.
