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
> s
##########                               Sala de entrada
#......w.w                               Nivel 1 de 1
#@!.......
#......g..                               A tu alrededor:
#......s.s                               w dos lobos (dormidos)
#########                                g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay una poción de curación.
Ves una araña de cueva.
> pickup
##########                               Sala de entrada
#......w.w                               Nivel 1 de 1
#@!.......
#......g..                               A tu alrededor:
#......s.s                               w dos lobos (dormidos)
#########                                g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges una poción de curación.
> e
###########                              Sala de entrada
#......w.w.                              Nivel 1 de 1
#.@........
#......g...                              A tu alrededor:
#......s.s.                              w dos lobos (dormidos)
##########                               g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Aquí hay un antídoto.
> pickup
###########                              Sala de entrada
#......w.w.                              Nivel 1 de 1
#.@........
#......g...                              A tu alrededor:
#......s.s.                              w dos lobos (dormidos)
##########                               g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Recoges un antídoto.
> inventory
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) tres pociones de curación
  b) venda
  c) antídoto
> use healing potion
La poción de curación no haría nada: tu vida está completa. ¿Usarla aun así?
(sí/no)
? yes
###########                              Sala de entrada
#......w.w.                              Nivel 1 de 1
#.@........
#......g...                              A tu alrededor:
#......s.s.                              w dos lobos (dormidos)
##########                               g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva usa la poción de curación.
> drop antidote
###########                              Sala de entrada
#......w.w.                              Nivel 1 de 1
#.@........
#......g...                              A tu alrededor:
#......s.s.                              w dos lobos (dormidos)
##########                               g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva suelta el antídoto.
> use
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? heal
La poción de curación no haría nada: tu vida está completa. ¿Usarla aun así?
(sí/no)
? yes
###########                              Sala de entrada
#......w.w.                              Nivel 1 de 1
#.@........
#......g...                              A tu alrededor:
#......s.s.                              w dos lobos (dormidos)
##########                               g goblin (dormido)
                                         s dos arañas de cueva (dormidas)






Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva usa la poción de curación.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
