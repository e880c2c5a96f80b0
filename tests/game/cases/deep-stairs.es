
                                         Nivel 1 de 10

             ########+###
             #....).$...#
             #....$.....#
             #......@...+
             +..........#
             ######+#####




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> 2 nw

                                         Nivel 1 de 10



               ########+###
               #....@.$...#
               #....$.....#
               #..........+
               +..........#
               ######+#####


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay una daga.
> 2 w

                                         Nivel 1 de 10



                 ########+###
                 #..@.).$...#
                 #....$.....#
                 #..........+
                 +..........#
                 ######+#####


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> 4 sw

                                         Nivel 1 de 10
                    ########+###
                    #....).$...#
                    #....$.....#
                #####..........+
                +...@..........#
                ##########+#####





Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 10 w

                                         Nivel 1 de 10
                      ########+###
                      #....).$...#
                      #....$.....#
        ####+##########..........+
        #....@....'...'..........#
        #.........##########+#####
        ####+######




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 2 nw
           +.#
           #.#                           Nivel 1 de 10
           #.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####@##########..........+
        #.........'...'..........#
        #.........##########+#####
        ####+######



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 5 n

                                         Nivel 1 de 10


           ###
           +.#
           #@#
           #.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> 2 nw

                                         Nivel 1 de 10


   ###########
   #>......@.#
   #.......#.#
   #########.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 7 w

                                         Nivel 1 de 10


   ###########
   #@......'.#
   #.......#.#
   #########.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> drop a

                                         Nivel 1 de 10


   ###########
   #@......'.#
   #.......#.#
   #########.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva suelta la poción de curación.
> down

                                         Nivel 2 de 10
             ############
             ...........+
            #...........#
            #...........#
            #.......@...#
            #########,###
                     ,#
                      #



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Bajas por la escalera.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes

                                         Nivel 2 de 10
             ############
             ...........+
            #...........#
            #...........#
            #.......@...#
            #########,###
                     ,#
                      #



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> up

                                         Nivel 1 de 10


   ###########
   #@......'.#
   #.......#.#
   #########.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Subes por la escalera.
> pickup

                                         Nivel 1 de 10


   ###########
   #@......'.#
   #.......#.#
   #########.#
           #.#        ########+###
           #.#        #....).$...#
           #.#        #....$.....#
        ####'##########..........+
        #.........'...'..........#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> La partida está guardada en ~/.local/share/bloodtrail/save.
