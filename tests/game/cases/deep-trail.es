
                                         Nivel 1 de 10

               ###########
               #.....,,,.#
               #....@...,#
               #.........,,,,
               ######+#######





Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> follow

                                         Nivel 1 de 10

        ###########                      A tu alrededor:
        #.....,,,.#                      g goblin (dormido)
        #........,#######
        #.........,,@,,,+
        ######+########..,,,,
                           .g




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un goblin.
> follow

                                         Nivel 1 de 10

      ###########                        A tu alrededor:
      #.....,,,.#                        g goblin (dormido)
      #........,########
      #.........,,,,,@'#
      ######+########..,,,,,
                    ......g.+
                    #..$....#
                    #.......#
                    ########

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un goblin.
> follow

                                         Nivel 1 de 10
      ###########
      #.....,,,.#                        A tu alrededor:
      #........,########                 g goblin (dormido)
      #.........,,,,,,'######
      ######+########..@,,,,#
               ...........g.+
               ######..$....#
                    #.......#
                    #########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un goblin.
> follow
               .............'g+.......#
               ######..$....##,.......#  Nivel 1 de 10
                    #.......##'.......#
                    ##########,.......#  A tu alrededor:
                             #'.......#  g goblin
                             #,########
                             #,#
                             #@#
                             #,#
                             #+#



Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
¡El goblin se despierta!
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un goblin.
> follow
                    #.......##g.......#
                    ##########,.......#  Nivel 1 de 10
                             #'.......#
                             #,########  A tu alrededor:
                             #,#         g goblin
                             #,#         w lobo
                             #@#
                             #'#
                             ,,,
                             ,,.
                            .....
                            ....w
                            #####
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un lobo.
> follow
                    ##########g.......#
                             #'.......#  Nivel 1 de 10
                             #,########
                             #,#         A tu alrededor:
                             #,#         g goblin
                             #,#         L lobo alfa
                             #@#         W lobo sangriento
                            ,,,,,        w lobo
                           ..,,.L.
                          #....w.,W
                          #!....,...
                          ###########

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa y un lobo sangriento.
> La partida está guardada en ~/.local/share/bloodtrail/save.
