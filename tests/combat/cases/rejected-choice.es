¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@k...#
#.......#                                A tu alrededor:
#########                                k esqueleto








Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Inés, la exploradora, se adentra en la oscuridad.
Ves un esqueleto.
> wait
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Esqueleto             [########] 24/24
 ¡Combate contra un esqueleto!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 9
No hay ninguna habilidad con el número 9; elige una del 1 al 2.
? howl
No conoces ninguna habilidad llamada «howl».
? 1 2
No conoces ninguna habilidad llamada «1 2».
? back
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Esqueleto             [########] 24/24
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? 7
No llevas nada llamado «7».
? back
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Esqueleto             [########] 24/24
1 atacar  2 habilidad  3 objeto  4 huir
> dance
Comando desconocido «dance»; «ayuda» muestra los comandos.
> attack 2
No hay ningún enemigo «2»; elige un número del 1 al 1.
> help
Comandos en combate:
  atacar, ataca, attack, a, 1
                          golpea con tu arma; «1 2»: al segundo enemigo
  habilidad, skill, s, 2  habilidad (cuesta maná); «2 desgarro» directamente
  objeto, item, i, use, 3
                          usa un objeto de la mochila; «3 a» directamente
  huir, huye, flee, f, 4  intenta huir
  mira, mirar, examina, look, l
                          el combate otra vez; mira NÚMERO o ALGO: qué es
  personaje, pj, character, char, @
                          tu personaje: atributos, habilidades, efectos
  mensajes, men, messages, m
                          últimos mensajes (Ctrl-P); «m 50», «m todos»
  ayuda, help, ?          esta lista
  guarda, guardar, save   guarda la partida
  salir, sal, quit        guarda y sal de la partida
> look
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Esqueleto             [########] 24/24
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? fireball
No conoces ninguna habilidad llamada «fireball».
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 25/30   M [#######-] 16/18
1) Esqueleto             [######--] 17/24  frío:2
 Inés lanza una flecha helada contra el esqueleto.
 Inés corta al esqueleto (7).
 El frío atenaza al esqueleto.
 El esqueleto golpea a Inés (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 25/30   M [#######-] 16/18
1) Esqueleto             [######--] 17/24  frío:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 25/30   M [#######-] 16/18
1) Esqueleto             [#####---] 15/24  frío:1
 Inés rasguña al esqueleto (2).
 El esqueleto no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [#########---] 22/30   M [######--] 14/18
1) Esqueleto             [##------] 7/24  fríox2:1
 Inés lanza una flecha helada contra el esqueleto.
 Inés corta al esqueleto (8).
 El esqueleto se enfría aún más (capas: 2).
 El esqueleto golpea a Inés (3).
 Inés pierde el equilibrio.
 Inés está aturdida y pierde el turno.
 El esqueleto no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, exploradora de nivel 1
  V [########----] 21/30   M [#####---] 12/18
  esquiva:1
1) Esqueleto             [##------] 6/24
 Inés se mueve con pies ligeros y se lanza contra el esqueleto.
 Inés se prepara para esquivar.
 Inés se siente mejor (+4).
 Inés rasguña al esqueleto (1).
 El esqueleto vuelve a entrar en calor.
 El esqueleto golpea a Inés (5).
 Inés pierde el equilibrio.
 Inés está aturdida y pierde el turno.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   faltan 2 turnos
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Inés, exploradora de nivel 1  EXP 14/20  oro 0
V [########----] 21/30   M [####----] 10/18
esquiva:1
Inés lanza una flecha helada contra el esqueleto.
Inés corta al esqueleto (7).
El esqueleto muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
