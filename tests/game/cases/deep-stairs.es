
                                         Nivel 1 de 10
                 ########
                 #.,@...#
                 #,.....#
                 +......#
                 #......#
                 #......#
                 #......#
                 ##+#####



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> 4 s

                 ########                Nivel 1 de 10
                 #.,....#
                 #,.....#
                 +......#
                 #......#
                 #..@...#
                 #......#
                 ##+#####




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 1 sw
                  ########
                  #.,....#               Nivel 1 de 10
                  #,.....#
                  +......#
                  #......#
                  #......#
                  #.@....#
                  ##+#####





Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 8 s
                  ##'#####
                   #.#                   Nivel 1 de 10
                   #.#
                   #.#
                   #.#
                   #.#
                   #@#
                   #...
                   .....
                   ######



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> 1 se
                  #.#
                  #.#                    Nivel 1 de 10
                  #.#
                  #.#
                  #.#
                  #.#########
                  #.@........
                +$.........##
                ############




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 15 e
            #.#
            #.#                          Nivel 1 de 10
            #.#
            #.#                #
            #.#               .#
            #.################.#
            #................@.+
          +$.........#########.#
          ############        .#
                               #



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 1 ne
           ##'#####
            #.#              #+#         Nivel 1 de 10
            #.#              #.#
            #.#              #.#
            #.#              #.#
            #.#              #.#
            #.################@#
            #..................+
          +$.........#########.#
          ############       #.#
                             #.#
                             #+#

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 12 n

                                         Nivel 1 de 10
           ########         ####
           #.,....#         +..#
           #,.....#          #@#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> 1 nw

                                         Nivel 1 de 10
           ########         ####
           #.,....#         +@.#
           #,.....#         ##.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 4 w

                        #####            Nivel 1 de 10
           ########     #>..####
           #.,....#     #.@.'..#
           #,.....#     ######.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> 1 nw

                        #####            Nivel 1 de 10
           ########     #@..####
           #.,....#     #...'..#
           #,.....#     ######.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> drop a

                        #####            Nivel 1 de 10
           ########     #@..####
           #.,....#     #...'..#
           #,.....#     ######.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva suelta la poción de curación.
> down

                                         Nivel 2 de 10


                   ##########
                   #.........
                   +@........
                   ##..######
                     ..#
                      .#
                       .
                        #

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El grito del chamán». Haz callar al chamán goblin.
Bajas por la escalera.
Nueva misión: «El grito del chamán». Haz callar al chamán goblin.
> La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes

                                         Nivel 2 de 10


                   ##########
                   #.........
                   +@........
                   ##..######
                     ..#
                      .#
                       .
                        #

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El grito del chamán». Haz callar al chamán goblin.
> up

                        #####            Nivel 1 de 10
           ########     #@..####
           #.,....#     #...'..#
           #,.....#     ######.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El grito del chamán». Haz callar al chamán goblin.
Subes por la escalera.
> pickup

                        #####            Nivel 1 de 10
           ########     #@..####
           #.,....#     #...'..#
           #,.....#     ######.#
           +......#          #.#
           #......#          #.#
           #......#          #.######
           #......#          #..$...#
           ##'#####          #......#
            #.#              #'##+###
            #.#              #.#
            #.#              #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El grito del chamán». Haz callar al chamán goblin.
Recoges una poción de curación.
> La partida está guardada en ~/.local/share/bloodtrail/save.
