Iva, la exploradora, se adentra en la oscuridad.
Ves un lobo.
Nivel 1 de 1.
Un lobo, a 1 paso al este.
> around
Un lobo, a 1 paso al este.
> near
norte: suelo
noreste: suelo
este: un lobo
sureste: suelo
sur: suelo
suroeste: suelo
oeste: suelo
noroeste: suelo
> e
¡Combate contra un lobo!
Iva corta al lobo (6).
El lobo sangra.
El lobo pierde sangre (1).
El lobo rasguña a Iva (2).
Iva sangra.
Iva pierde sangre (1).
1: lobo, vida 8 de 15.
Tú: vida 27 de 30, maná 18 de 18.
Sobre ti: sangrado (2 turnos).
1 atacar 2 habilidad 3 objeto 4 huir
> status
Vida 27 de 30, maná 18 de 18; nivel 1, experiencia 0 de 20; oro 0. Sobre ti:
  sangrado (2 turnos).
> around
Un lobo, a 1 paso al este.
> 2
¿Qué habilidad? 1) evasión 2 maná disponible, 2) flecha helada 2 maná disponible
? 2
Iva lanza una flecha helada contra el lobo.
Iva aplasta al lobo (11).
El lobo muere.
> status
Vida 27 de 30, maná 16 de 18; nivel 1, experiencia 5 de 20; oro 0. Sobre ti:
  sangrado (2 turnos).
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
