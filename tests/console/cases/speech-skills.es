Iva, la maga, se adentra en la oscuridad.
Ves un lobo.
Nivel 1 de 1.
Un lobo, a 1 paso al este.
> e
¡Combate contra un lobo!
Iva corta al lobo (6).
El lobo golpea a Iva (3).
Iva sangra.
Iva pierde sangre (1).
1: lobo, vida 9 de 15.
Tú: vida 26 de 30, maná 24 de 24.
Sobre ti: sangrado (2 turnos).
1 atacar 2 habilidad 3 objeto 4 huir
> 2
¿Qué habilidad? 1) bola de fuego 3 maná disponible,
  2) barrera 1 maná disponible, 3) trueno 0 maná disponible
? back
> 2
¿Qué habilidad? 1) bola de fuego 3 maná disponible,
  2) barrera 1 maná disponible, 3) trueno 0 maná disponible
? 1
Iva arroja una bola de fuego contra el lobo.
Iva aplasta al lobo (11).
El lobo muere.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
