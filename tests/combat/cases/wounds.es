¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un lobo sangriento.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> n
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 33/38   M [########] 10/10
1) Lobo sangriento       [########] 22/22
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Inés con un golpe brutal!
 El lobo sangriento golpea a Inés (5).
El lobo sangriento ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 30/38   M [########] 10/10
  sangrex3:2
1) Lobo sangriento       [######--] 16/22
 ¡Inés devuelve el golpe al lobo sangriento!
 Inés corta al lobo sangriento (6).
 Inés sangra.
 Inés pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 27/38   M [#######-] 9/10
  sangrex3:1 furia:2
1) Lobo sangriento       [###-----] 9/22
 ¡Inés aúlla, olvida toda prudencia y arremete contra el lobo sangriento!
 ¡La furia consume a Inés!
 Inés corta al lobo sangriento (7).
 Inés pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 24/38   M [######--] 7/10
  furia:1
1) Lobo sangriento       [###-----] 9/22
 Inés usa la habilidad «desgarro».
 Inés no acierta al lobo sangriento.
 El lobo sangriento no acierta a Inés.
 Inés pierde sangre (3).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 24/38   M [######--] 7/10
  furia:1
1) Lobo sangriento       [###-----] 9/22
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#######-----] 23/38   M [######--] 7/10
1) Lobo sangriento       [#-------] 2/22  sangre:2
 Inés corta al lobo sangriento (6).
 El lobo sangriento: ¡herida grave!
 El lobo sangriento sangra.
 El lobo sangriento pierde sangre (1).
 El lobo sangriento rasguña a Inés (1).
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [#######-----] 23/38   M [######--] 7/10
1) Lobo sangriento       [#-------] 2/22  sangre:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#..@....#                                Nivel 1 de 1
#...%...#
#.......#
#########








Inés, bárbara de nivel 1  EXP 10/20  oro 0
V [#######-----] 23/38   M [######--] 7/10
Inés golpea al lobo sangriento (4).
El lobo sangriento muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
