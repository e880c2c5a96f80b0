
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
        #.....,,,.#                      b murciélago de cueva (dormido)
        #........,#######
        #.........,,@,,,+
        ######+########..,,,,
                           .b




Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un murciélago de cueva.
> follow

                                         Nivel 1 de 10

      ###########                        A tu alrededor:
      #.....,,,.#                        b murciélago de cueva (dormido)
      #........,########
      #.........,,,,,@'#
      ######+########..,,,,,
                    ...$..b.+
                    #..$....#
                    #.......#
                    ########

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un murciélago de cueva.
> follow

                                         Nivel 1 de 10
      ###########
      #.....,,,.#                        A tu alrededor:
      #........,########                 b murciélago de cueva (dormido)
      #.........,,,,,,'######
      ######+########..@,,,,#
               ........$..b.+
               ######..$....#
                    #.......#
                    #########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un murciélago de cueva.
> follow
                    #.......##'.......#
                    ##########,.......#  Nivel 1 de 10
                             #'.......#
                             #,########  A tu alrededor:
                             #,#         w lobo
                             #,#
                             #@#
                             #'#
                             ,,,
                             ,,.
                            ...w.
                            ....,
                            #####
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un lobo.
> follow
                    ##########,.......#
                             #'.......#  Nivel 1 de 10
                             #,########
                             #,#         A tu alrededor:
                             #,#         L lobo alfa (dormido)
                             #,#         W lobo sangriento (dormido)
                             #@#         w lobo
                            ,,,,,
                           ..,w..L
                          #.......W
                          #!....,...
                          ###########

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa y un lobo sangriento.
> follow
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 36/38   M [########] 10/10
1) Lobo                  [#####---] 9/15
 ¡Combate contra un lobo!
 El lobo rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
