¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#.S@g...#
#.......#                                A tu alrededor:
#########                                S chamán goblin
                                         g goblin







Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un chamán goblin y un goblin.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#.S@g...#
#.......#                                A tu alrededor:
#########                                S chamán goblin
                                         g goblin







Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> nw
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Chamán goblin         [########] 20/20
2) Goblin                [########] 14/14
 ¡Combate contra un chamán goblin y un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 37/38   M [#######-] 9/10
  furia:2 débil:2
1) Chamán goblin         [########] 20/20
2) Goblin                [####----] 7/14  sangre:2
 ¡Inés aúlla, olvida toda prudencia y arremete contra el goblin!
 ¡La furia consume a Inés!
 Inés corta al goblin (6).
 El goblin sangra.
 ¡El chamán goblin lanza un grito desgarrador!
 Inés se siente débil.
 El goblin pierde sangre (1).
 El goblin rasguña a Inés (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 37/38   M [######--] 7/10
  furia:1 débil:1
1) Chamán goblin         [########] 20/20
Bajas: un goblin.
 ¡Inés desgarra al goblin con un golpe brutal!
 ¡Inés asesta un golpe crítico!
 Inés aplasta al goblin (22).
 El goblin muere.
 El chamán goblin no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 37/38   M [######--] 7/10
  furia:1 débil:1
1) Chamán goblin         [########] 20/20
Bajas: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 37/38   M [######--] 7/10
1) Chamán goblin         [#####---] 12/20
Bajas: un goblin.
 Inés corta al chamán goblin (8).
 El chamán goblin no acierta a Inés.
 La furia de Inés se apaga.
 Inés recupera las fuerzas.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 37/38   M [######--] 7/10
1) Chamán goblin         [#####---] 12/20
Bajas: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [######--] 7/10
1) Chamán goblin         [#####---] 12/20
Bajas: un goblin.
 Inés no acierta al chamán goblin.
 El chamán goblin rasguña a Inés (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [####----] 5/10
  débil:2
1) Chamán goblin         [#####---] 12/20
Bajas: un goblin.
 Inés usa la habilidad «desgarro».
 Inés no acierta al chamán goblin.
 ¡El chamán goblin lanza un grito desgarrador!
 Inés se siente débil.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [###-----] 4/10
  débil:1 furia:2
1) Chamán goblin         [##------] 4/20  sangre:2
Bajas: un goblin.
 ¡Inés aúlla, olvida toda prudencia y arremete contra el chamán goblin!
 ¡La furia consume a Inés!
 Inés corta al chamán goblin (7).
 El chamán goblin sangra.
 El chamán goblin pierde sangre (1).
 El chamán goblin: ¡herida grave!
 El chamán goblin no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [###-----] 4/10
  débil:1 furia:2
1) Chamán goblin         [##------] 4/20  sangre:2
Bajas: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [###-----] 4/10
  furia:1
1) Chamán goblin         [#-------] 3/20  sangre:1
Bajas: un goblin.
 Inés no acierta al chamán goblin.
 El chamán goblin pierde sangre (1).
 El chamán goblin rasguña a Inés (1).
 Inés recupera las fuerzas.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [##------] 2/10
1) Chamán goblin         [#-------] 3/20  sangre:1
Bajas: un goblin.
 Inés usa la habilidad «desgarro».
 Inés no acierta al chamán goblin.
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [##------] 2/10
1) Chamán goblin         [#-------] 3/20  sangre:1
Bajas: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 34/38   M [##------] 2/10
1) Chamán goblin         [#-------] 2/20
Bajas: un goblin.
 Inés no acierta al chamán goblin.
 El chamán goblin pierde sangre (1).
 Las heridas del chamán goblin dejan de sangrar.
 El chamán goblin rasguña a Inés (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 34/38   M [##------] 2/10
1) Chamán goblin         [#-------] 2/20
Bajas: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.@$....#                                Nivel 1 de 1
#.$.....#
#.......#
#########








Inés, bárbara de nivel 2  EXP 0/40  oro 0
V [###########-] 42/46   M [########] 12/12
Inés corta al chamán goblin (6).
El chamán goblin muere.
Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
> La partida está guardada en ~/.local/share/bloodtrail/save.
