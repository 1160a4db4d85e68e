/// <reference types="@shwe/elements/vue" />
