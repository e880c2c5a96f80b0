
                                         Nivel 1 de 10



             ##+########
             #......@..#
             #...$........#
             #.........##.#
             #.........#
             ##+########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> 2 w

                                         Nivel 1 de 10



               ##+########
               #....@....#
               #...$........#
               #.........##.#
               #.........#
               ##+########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> 3 sw

                                         Nivel 1 de 10
                  ##+########
                  #.........##.
                  #............#
                  #.........##.#
                  #.@.......#
                  ##+########





Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [############] 38/38   M [########] 10/10
Recoges 9 monedas de oro.
> 4 s
                  #.........##.
                  #............#         Nivel 1 de 10
                  #.........##.#
                  #.........#
                  ##'########
                   #.#
                   #@#
                  .....
                 ###.###
                   #.#
                   #..
                   ...
                   #..
Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 1 sw
                   #............#
                   #.........##.#        Nivel 1 de 10
                   #.........#
                   ##'########
                    #.#
            #..######.#######
            ........@........
            ##.######.#######
                    #.#
                    #..
                    ....
                    #..
                    ###
Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [############] 38/38   M [########] 10/10
> 31 w
               #.#              #.......
               #.#              #....... Nivel 1 de 10
               #.#      ##+#### #.......
               #.#      #.....# ##'#####
               #.#      #.....   #.#
  ##############.#########..######.#####
  #@...'................................
  #....####################.######.#####
  ######                  #!#    #.#
                          #+#    #..
                                 ....
                                 #..
                                 ###
Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
Recoges 11 monedas de oro.
La puerta se abre con un chirrido.
> drop a
               #.#              #.......
               #.#              #....... Nivel 1 de 10
               #.#      ##+#### #.......
               #.#      #.....# ##'#####
               #.#      #.....   #.#
  ##############.#########..######.#####
  #@...'................................
  #....####################.######.#####
  ######                  #!#    #.#
                          #+#    #..
                                 ....
                                 #..
                                 ###
Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
Iva suelta la poción de curación.
> down

                                 #####   Nivel 2 de 10
                                 #@..#
                                ,,....#
                               ,......#
                              ........#
                             .........#
                            .......)..#
                            ..........#
                              ........#
                                .....


Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Bajas por la escalera.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes

                                 #####   Nivel 2 de 10
                                 #@..#
                                ,,....#
                               ,......#
                              ........#
                             .........#
                            .......)..#
                            ..........#
                              ........#
                                .....


Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> up
               #.#              #.......
               #.#              #....... Nivel 1 de 10
               #.#      ##+#### #.......
               #.#      #.....# ##'#####
               #.#      #.....   #.#
  ##############.#########..######.#####
  #@...'................................
  #....####################.######.#####
  ######                  #!#    #.#
                          #+#    #..
                                 ....
                                 #..
                                 ###
Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Subes por la escalera.
> pickup
               #.#              #.......
               #.#              #....... Nivel 1 de 10
               #.#      ##+#### #.......
               #.#      #.....# ##'#####
               #.#      #.....   #.#
  ##############.#########..######.#####
  #@...'................................
  #....####################.######.#####
  ######                  #!#    #.#
                          #+#    #..
                                 ....
                                 #..
                                 ###
Iva, bárbara de nivel 1  EXP 0/20  oro 20
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> La partida está guardada en ~/.local/share/bloodtrail/save.
