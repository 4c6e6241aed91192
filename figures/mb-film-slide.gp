# Chapter 7: the filmstrip of slide.scene (figures/mb-film.gpi).
# data: mb-film-slide.txt
film = 'slide'
load 'figures/mb-film.gpi'
